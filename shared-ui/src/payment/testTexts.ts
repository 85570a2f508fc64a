import i18next from 'i18next';

/**
 * A translator holding the keys the payment pieces read, as a front end's namespace holds them;
 * the texts differ from every front end's, so a test sees the pieces show what `t` gives them.
 */
export function paymentTexts() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'fr',
    initAsync: false,
    resources: {
      fr: {
        translation: {
          payment: {
            method: { card: 'Par carte', transfer: 'Par virement', shop: 'Sur place' },
            explain: { card: 'La carte est débitée.', transfer: 'Le virement est attendu.', shop: 'Vous payez sur place.' },
          },
        },
      },
    },
  });
  return i18n.t;
}

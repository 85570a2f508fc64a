/**
 * Section anchors of each showcase and legal page, in reading order (SPEC §2 names some of them:
 * a link elsewhere may point at any); their titles and texts live in the i18n files under
 * pages.<page>.sections.<anchor>.
 */
export const SHOWCASE_SECTIONS = {
  history: ['notre-histoire', 'le-savoir-faire', 'notre-equipe', 'nos-partenaires-et-labels'],
  store: ['le-magasin', 'les-horaires', 'le-salon-de-the'],
  supply: ['une-filiere-courte', 'les-amandes', 'le-miel', 'la-lavande'],
  practical: ['horaires', 'comment-venir', 'contact'],
  contact: ['formulaire', 'coordonnees'],
  pro: ['revendeurs', 'conditions', 'demande-de-compte'],
  'legal-cgu': ['objet', 'acces', 'compte', 'propriete-intellectuelle', 'responsabilite', 'droit-applicable'],
  // The terms' texts live in contracts (legal/terms.ts: the api mails them); their TERMS_SECTIONS, copied here so the
  // page list does not bring the texts into the app's code (pages.test.ts checks the two agree).
  'legal-cgv': ['prix', 'commandes', 'paiement', 'livraison', 'retractation', 'garanties', 'service-client', 'mediation', 'formulaire-retractation'],
  'legal-mentions': ['editeur', 'immatriculation', 'directrice-de-la-publication', 'hebergeur', 'credits'],
  'legal-rgpd': ['responsable', 'finalites', 'donnees', 'destinataires', 'conservation', 'droits', 'cookies', 'reclamation'],
} as const;

export type ShowcasePageId = keyof typeof SHOWCASE_SECTIONS;

/** Pages long enough to deserve a table of contents at the top. */
export const WITH_CONTENTS: readonly ShowcasePageId[] = ['legal-cgu', 'legal-cgv', 'legal-mentions', 'legal-rgpd', 'history', 'supply'];

import { FIRM } from '@nougaterie/contracts';
import { formatEuros } from '../http/format.js';
import type { MailMessage } from '../mail/mailer.js';
import { bearer, openTestApp, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { basketOf, makeProduct, post, readyBasket } from '../test/shop.js';

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/**
 * The order mails as the shopper reads them. What they say does not depend on the database, so
 * PGlite alone runs them.
 */
describe('order mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(() => t.close());

  /** Validates the basket with `method` (and pays it by card), then answers the mails it caused. */
  async function order(
    basketId: string,
    method: 'card' | 'transfer' | 'shop',
    headers: Record<string, string> = {},
  ): Promise<{ reference: string; mail: MailMessage }> {
    const before = t.mails.length;
    const ordered = basketOf(await post(t, '/api/basket/valid', { basketId, method }, headers));
    if (method === 'card') {
      const paid = await post(t, '/api/payment/card', { basketId, ...CARD }, headers);
      expect(paid.statusCode).toBe(200);
    }
    const reference = ordered.order!.reference;
    const mails = t.mails.slice(before).filter((m) => m.subject.includes(reference));
    expect(mails).toHaveLength(1);
    return { reference, mail: mails[0] };
  }

  const fr = (cents: number) => formatEuros('fr', cents);
  const en = (cents: number) => formatEuros('en', cents);
  /** Text without its markup and entities, as the HTML part reads on screen. */
  const shown = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      // Spaces only: the amounts' and hours' narrow spaces stay as Intl writes them.
      .replace(/[ \t\r\n]+/g, ' ');

  it("sends a guest's paid card order as text and HTML: lines, totals, address, no points, an invitation to register", async () => {
    const product = await makeProduct(t, { priceCents: 1250, stock: 50, weightG: 200, name: 'Nougat tendre au miel' });
    const basket = await readyBasket(t, [{ id: product, qty: 3 }], { address: { email: 'invitee@example.fr', firstname: 'Lucie' } });
    const { reference, mail } = await order(basket.id, 'card');

    expect(mail.to).toBe('invitee@example.fr');
    expect(mail.subject).toBe(`Paiement reçu ${reference} – Nougaterie de Saint-Didier`);
    // 37,50 € of products: 3 points for a customer, none for a guest, and no count of them.
    for (const part of [mail.text, shown(mail.html!)]) {
      expect(part).not.toMatch(/Elle vous rapporte|\d+ points? de fidélité/);
      expect(part).toContain(`Merci ! Nous avons bien reçu le paiement de votre commande ${reference}.`);
    }
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).not.toMatch(/<(link|script|style|img)\b/i);
    expect(mail.html).not.toMatch(/\bclass=/);

    // The line: name, quantity, unit price, line total; then the totals, VAT included.
    expect(mail.text).toContain(`- Nougat tendre au miel : 3 × ${fr(1250)} = ${fr(3750)}`);
    expect(mail.html).toMatch(new RegExp(`<td[^>]*>Nougat tendre au miel</td><td[^>]*>3</td><td[^>]*>${fr(1250)}</td><td[^>]*>${fr(3750)}</td>`));
    expect(mail.text).toMatch(new RegExp(`^Produits : ${fr(3750)}$`, 'm'));
    expect(mail.text).toMatch(new RegExp(`^Livraison \\(Livraison à domicile\\) : ${fr(850)}$`, 'm'));
    expect(mail.text).toMatch(new RegExp(`^Total TTC : ${fr(4600)}$`, 'm'));
    expect(shown(mail.html!)).toContain(`Total TTC ${fr(4600)}`);
    expect(mail.text).toMatch(/^Votre commande NSD-\d{4}-\d{6} du \d{1,2}(er)? \p{L}+ \d{4}$/mu);

    // The home address the parcel goes to.
    expect(mail.text).toContain(['Livraison à domicile :', 'Lucie Silvestre', '12 place de la Fontaine', '84210 Saint-Didier', 'France'].join('\n'));
    expect(shown(mail.html!)).toContain('Lucie Silvestre 12 place de la Fontaine 84210 Saint-Didier France');

    // A guest is invited to create an account, on the shop's front end.
    const register = `${SITE_URL}/sign/register`;
    expect(mail.text).toContain("Créez-le avec l'adresse invitee@example.fr");
    expect(mail.text).toContain(`Créer mon compte : ${register}`);
    expect(mail.html).toContain(`<a href="${register}"`);
    expect(shown(mail.html!)).toContain('Créer mon compte');
  });

  it('tells a customer the points an order earns, in the singular for one', async () => {
    const product = await makeProduct(t, { priceCents: 1250, stock: 50, weightG: 200 });
    const customer = await registerCustomer(t.app, 'un.point@example.fr');
    const headers = bearer(customer.access_token);
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], { headers, address: { email: 'un.point@example.fr' } });
    const { mail } = await order(basket.id, 'card', headers);
    expect(mail.text).toContain('Elle vous rapporte 1 point de fidélité.');
    expect(mail.text).not.toContain('1 points');
    expect(shown(mail.html!)).toContain('Elle vous rapporte 1 point de fidélité.');
    // A customer has an account already.
    expect(mail.text).not.toContain('/sign/register');
    expect(mail.html).not.toContain('/sign/register');

    const more = await readyBasket(t, [{ id: product, qty: 3 }], { headers, address: { email: 'un.point@example.fr' } });
    expect((await order(more.id, 'card', headers)).mail.text).toContain('Elle vous rapporte 3 points de fidélité.');
  });

  it("gives the relay point's name, address and opening hours", async () => {
    const product = await makeProduct(t, { priceCents: 900, stock: 50, weightG: 200 });
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], { methodId: 2, relayId: 'NSD-R84001', address: { email: 'relais@example.fr' } });
    const { mail } = await order(basket.id, 'transfer');
    expect(mail.text).toContain('IBAN');
    const relay = ['Livraison en point relais :', 'Tabac-Presse du Ventoux', '12 place Neuve', '84210 Saint-Didier', 'France'].join('\n');
    expect(mail.text).toContain(relay);
    expect(mail.text).toContain("À retirer par Marie Silvestre, muni(e) d'une pièce d'identité.");
    // Monday to Friday at the same times make one line; Sunday, closed, is left out.
    expect(mail.text).toMatch(/^Horaires d'ouverture :\nLundi – vendredi : 08:30\s–\s12:30, 14:30\s–\s19:00\nSamedi : 08:30\s–\s12:30$/m);
    expect(mail.text).not.toMatch(/dimanche/i);
    const html = shown(mail.html!);
    expect(html).toContain('Tabac-Presse du Ventoux 12 place Neuve 84210 Saint-Didier');
    expect(html).toMatch(/Horaires d'ouverture Lundi – vendredi : 08:30\s–\s12:30, 14:30\s–\s19:00 Samedi : 08:30\s–\s12:30/);
  });

  it("gives the shop's address for a pick-up", async () => {
    const product = await makeProduct(t, { priceCents: 900, stock: 50 });
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], { methodId: 3, address: { email: 'retrait@example.fr' } });
    const { mail } = await order(basket.id, 'shop');
    expect(mail.text).toContain(['Retrait à la boutique :', FIRM.name, FIRM.street, `${FIRM.zipcode} ${FIRM.city}`].join('\n'));
    expect(shown(mail.html!)).toContain(`Retrait à la boutique ${FIRM.name} ${FIRM.street} ${FIRM.zipcode} ${FIRM.city}`);
  });

  it('writes an English order in English, amounts and dates as an English reader reads them', async () => {
    const product = await makeProduct(t, { priceCents: 1250, stock: 50, weightG: 200 });
    const headers = { 'accept-language': 'en' };
    const basket = await readyBasket(t, [{ id: product, qty: 2 }], {
      headers,
      methodId: 2,
      relayId: 'NSD-R84001',
      address: { email: 'guest@example.co.uk', firstname: 'Jane' },
    });
    const { reference, mail } = await order(basket.id, 'card', headers);
    expect(mail.subject).toBe(`Payment received ${reference} – Nougaterie de Saint-Didier`);
    expect(mail.text).toMatch(/^Hello Jane,$/m);
    expect(mail.text).toMatch(/^Your order NSD-\d{4}-\d{6} of \d{1,2} [A-Z][a-z]+ \d{4}$/m);
    expect(mail.text).toMatch(new RegExp(`^- Test nougat \\d+ : 2 × ${en(1250).replace('.', '\\.')} = ${en(2500).replace('.', '\\.')}$`, 'm'));
    expect(mail.text).toMatch(new RegExp(`^Total \\(VAT incl\\.\\) : ${en(2890).replace('.', '\\.')}$`, 'm'));
    // 28.90 € at 5.5 %, the relay parcel following the goods' rate: 28.90 × 5.5 / 105.5 = 1.51 €.
    expect(mail.text).toMatch(/^incl\. VAT 5\.5% : €1\.51$/m);
    expect(mail.html).toMatch(/incl\. VAT 5\.5%<\/td><td[^>]*>€1\.51</);
    expect(mail.text).toContain('Relay point delivery :');
    expect(mail.text).toMatch(/^Monday – Friday: 08:30–12:30, 14:30–19:00$/m);
    expect(mail.text).toContain(`Create my account : ${SITE_URL}/sign/register?lang=en`);
    expect(mail.text).not.toMatch(/loyalty points? \(|earns you/);
    expect(mail.text).not.toMatch(/Merci|Bonjour|Livraison|Horaires/);
    expect(mail.html).toContain('<html lang="en">');
    expect(shown(mail.html!)).toContain('Create my account');
  });

  it('escapes what shoppers and the catalogue wrote in the HTML part, and keeps it as written in the text', async () => {
    const product = await makeProduct(t, { priceCents: 1000, stock: 50, name: 'Nougat <b>"noir"</b> & miel' });
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], {
      address: { email: 'escape@example.fr', firstname: '<img src=x onerror=alert(1)>', address2: "Bât. B & C 'haut'" },
    });
    const { mail } = await order(basket.id, 'card');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Nougat &lt;b&gt;&quot;noir&quot;&lt;/b&gt; &amp; miel');
    expect(mail.html).toContain('Bonjour &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Bât. B &amp; C &#39;haut&#39;');
    expect(mail.text).toContain('- Nougat <b>"noir"</b> & miel : 1 × ');
    expect(mail.text).toContain("Bât. B & C 'haut'");
  });
});

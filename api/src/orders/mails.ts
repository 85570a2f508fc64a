import type { Lang, Order, RelayPoint } from '@nougaterie/contracts';
import { countryName, DEFAULT_LANG, FIRM, isLang, openingLines, toCents } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { formatDate, formatEuros } from '../http/format.js';
import { html, type SafeHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { toOrder } from './mapping.js';
import { loadOrder } from './queries.js';

const BANK_DETAILS = FIRM.bank;
const SHOP_ADDRESS = `${FIRM.name}, ${FIRM.street}, ${FIRM.zipcode} ${FIRM.city}`;

/** awaiting: a card was declined and the order still waits for its money (sent once, with a pay link). */
export type OrderMailKind = 'paid' | 'transfer' | 'shop' | 'awaiting';

/** Who the order is for, beyond the order itself: a guest has no account, hence no points. */
export interface OrderMailContext {
  /** The order was placed without an account. */
  guest: boolean;
  /** The shop's front end (SHELL_URL): the links of the mail point there. */
  siteUrl: string;
  /** The order's basket: its id is the pay link's key (a guest's bearer secret). */
  basketId?: string;
}

const texts = {
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    subject: (kind: OrderMailKind, reference: string) =>
      kind === 'awaiting'
        ? `Votre commande ${reference} attend son paiement – ${FIRM.name}`
        : `${kind === 'paid' ? 'Paiement reçu' : 'Votre commande'} ${reference} – ${FIRM.name}`,
    awaiting: (reference: string, total: string) => [
      `Le paiement par carte de votre commande ${reference} (${total}) n'a pas abouti. Nous la gardons : elle attend son paiement.`,
      'Vous pouvez la payer avec une autre carte ou choisir un autre moyen de paiement (virement) en suivant ce lien :',
    ],
    payLink: 'Payer ma commande',
    paid: (reference: string) => `Merci ! Nous avons bien reçu le paiement de votre commande ${reference}.`,
    points: (points: number) => `Elle vous rapporte ${points} ${points > 1 ? 'points' : 'point'} de fidélité.`,
    transfer: (reference: string, total: string) => [
      `Merci pour votre commande ${reference}. Elle attend votre virement de ${total} :`,
      `Titulaire : ${BANK_DETAILS.holder} · IBAN : ${BANK_DETAILS.iban} · BIC : ${BANK_DETAILS.bic} · Référence : ${reference}`,
      'Nous la préparons dès réception du virement.',
    ],
    shop: (reference: string, total: string) => [
      `Merci pour votre commande ${reference}. Vous la réglerez (${total}) en la retirant à la boutique : ${SHOP_ADDRESS}.`,
      "Nous vous écrivons dès qu'elle est prête.",
    ],
    order: (reference: string, date: string) => `Votre commande ${reference} du ${date}`,
    columns: { name: 'Produit', quantity: 'Quantité', unit: 'Prix unitaire', total: 'Total' },
    line: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    products: 'Produits',
    discount: (code: string | null) => (code ? `Réduction (code ${code})` : 'Réduction'),
    pointsUsed: (points: number) => (points > 0 ? `Points de fidélité (${points} ${points > 1 ? 'points' : 'point'})` : 'Points de fidélité'),
    shipping: 'Livraison',
    total: 'Total TTC',
    vat: 'Prix TVA incluse.',
    home: 'Livraison à domicile',
    relay: 'Livraison en point relais',
    relayRecipient: (name: string) => `À retirer par ${name}, muni(e) d'une pièce d'identité.`,
    hours: "Horaires d'ouverture",
    openingDays: (days: string) => `${days} :`,
    shopPickup: 'Retrait à la boutique',
    shopPickupWhen: "Votre commande vous attend à la boutique, aux heures d'ouverture.",
    register: (email: string) =>
      `Vous avez commandé sans compte. Créez-le avec l'adresse ${email} : vos prochaines commandes vous rapporteront des points de fidélité, et votre espace client gardera vos adresses et le suivi de vos commandes.`,
    registerLink: 'Créer mon compte',
    questions: (email: string, phone: string) => `Une question ? Écrivez-nous à ${email} ou appelez le ${phone}.`,
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: (kind: OrderMailKind, reference: string) =>
      kind === 'awaiting'
        ? `Your order ${reference} is awaiting payment – ${FIRM.name}`
        : `${kind === 'paid' ? 'Payment received' : 'Your order'} ${reference} – ${FIRM.name}`,
    awaiting: (reference: string, total: string) => [
      `The card payment of your order ${reference} (${total}) did not go through. We keep the order: it is awaiting payment.`,
      'You can pay it with another card or choose another way to pay (bank transfer) by following this link:',
    ],
    payLink: 'Pay my order',
    paid: (reference: string) => `Thank you! We received the payment of your order ${reference}.`,
    points: (points: number) => `It earns you ${points} loyalty ${points > 1 ? 'points' : 'point'}.`,
    transfer: (reference: string, total: string) => [
      `Thank you for your order ${reference}. It is waiting for your bank transfer of ${total}:`,
      `Holder: ${BANK_DETAILS.holder} · IBAN: ${BANK_DETAILS.iban} · BIC: ${BANK_DETAILS.bic} · Reference: ${reference}`,
      'We prepare it as soon as the transfer arrives.',
    ],
    shop: (reference: string, total: string) => [
      `Thank you for your order ${reference}. You pay ${total} when you collect it at the shop: ${SHOP_ADDRESS}.`,
      'We write to you when it is ready.',
    ],
    order: (reference: string, date: string) => `Your order ${reference} of ${date}`,
    columns: { name: 'Product', quantity: 'Quantity', unit: 'Unit price', total: 'Total' },
    line: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    products: 'Products',
    discount: (code: string | null) => (code ? `Discount (code ${code})` : 'Discount'),
    pointsUsed: (points: number) => (points > 0 ? `Loyalty points (${points} ${points > 1 ? 'points' : 'point'})` : 'Loyalty points'),
    shipping: 'Shipping',
    total: 'Total (VAT incl.)',
    vat: 'Prices include VAT.',
    home: 'Home delivery',
    relay: 'Relay point delivery',
    relayRecipient: (name: string) => `To be collected by ${name}, with an identity document.`,
    hours: 'Opening hours',
    openingDays: (days: string) => `${days}:`,
    shopPickup: 'Pick-up at the shop',
    shopPickupWhen: 'Your order waits for you at the shop, during opening hours.',
    register: (email: string) =>
      `You ordered without an account. Create one with the address ${email}: your next orders will earn you loyalty points, and your customer space will keep your addresses and follow your orders.`,
    registerLink: 'Create my account',
    questions: (email: string, phone: string) => `A question? Write to us at ${email} or call ${phone}.`,
  },
} as const;

type Texts = (typeof texts)[Lang];

const joined = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim()).filter(Boolean).join(' ');

function intro(order: Order, kind: OrderMailKind, text: Texts, total: string, guest: boolean): string[] {
  if (kind === 'transfer') return text.transfer(order.reference, total);
  if (kind === 'shop') return text.shop(order.reference, total);
  if (kind === 'awaiting') return [...text.awaiting(order.reference, total)];
  return [text.paid(order.reference), ...(!guest && order.earned_points > 0 ? [text.points(order.earned_points)] : [])];
}

interface Amount {
  label: string;
  amount: string;
  strong?: boolean;
}

function totals(order: Order, text: Texts, euros: (amount: number) => string): Amount[] {
  const shippingName = order.shipping_method?.name;
  return [
    { label: text.products, amount: euros(order.amount_products) },
    ...(order.amount_discount > 0 ? [{ label: text.discount(order.discount?.code ?? null), amount: `−${euros(order.amount_discount)}` }] : []),
    ...(order.amount_points > 0 ? [{ label: text.pointsUsed(order.points_used ?? 0), amount: `−${euros(order.amount_points)}` }] : []),
    { label: shippingName ? `${text.shipping} (${shippingName})` : text.shipping, amount: euros(order.amount_shipping) },
    { label: text.total, amount: euros(order.amount_total), strong: true },
  ];
}

/** Where the parcel goes, as lines: a heading, then the address (and a relay point's hours). */
interface Destination {
  title: string;
  address: string[];
  note?: string;
  hours?: { days: string; slots: string[] }[];
}

function relayDestination(relay: RelayPoint, order: Order, text: Texts, lang: Lang): Destination {
  const recipient = joined(order.address_shipping_firstname, order.address_shipping_lastname);
  return {
    title: text.relay,
    address: [relay.name, relay.address, joined(relay.zipcode, relay.city), countryName(relay.country, lang)].filter(Boolean),
    note: recipient ? text.relayRecipient(recipient) : undefined,
    hours: openingLines(relay.opening_hours, lang),
  };
}

function destination(order: Order, text: Texts, lang: Lang): Destination | null {
  const shipping = order.shipping_method;
  if (!shipping) return null;
  if (shipping.kind === 'shop') {
    return { title: text.shopPickup, address: [FIRM.name, FIRM.street, `${FIRM.zipcode} ${FIRM.city}`], note: text.shopPickupWhen };
  }
  if (shipping.kind === 'relay' && shipping.relay) return relayDestination(shipping.relay, order, text, lang);
  return {
    title: text.home,
    address: [
      joined(order.address_shipping_firstname, order.address_shipping_lastname),
      order.address_shipping_company?.trim(),
      order.address_shipping_address1?.trim(),
      order.address_shipping_address2?.trim(),
      joined(order.address_shipping_zipcode, order.address_shipping_city),
      countryName(order.address_shipping_country, lang),
    ].filter((line): line is string => Boolean(line)),
  };
}

const registerLink = (siteUrl: string, lang: Lang) => `${siteUrl}/sign/register${lang === 'en' ? '?lang=en' : ''}`;

/** The checkout's summary of the ordered basket, where it is paid again (card or another way). */
export const payLink = (siteUrl: string, basketId: string, lang: Lang) =>
  `${siteUrl}/boutique/recapitulatif/${encodeURIComponent(basketId)}${lang === 'en' ? '?lang=en' : ''}`;

interface Content {
  text: Texts;
  greeting: string;
  intro: string[];
  heading: string;
  lines: { name: string; quantity: number; unit: string; total: string }[];
  totals: Amount[];
  destination: Destination | null;
  register: { sentence: string; url: string } | null;
  pay: string | null;
  questions: string;
}

function content(order: Order, kind: OrderMailKind, lang: Lang, to: string, { guest, siteUrl, basketId }: OrderMailContext): Content {
  const text: Texts = texts[lang];
  const euros = (amount: number) => formatEuros(lang, toCents(amount));
  return {
    text,
    greeting: text.greeting(order.address_billing_firstname ?? order.address_shipping_firstname ?? '').replace(' ,', ','),
    intro: intro(order, kind, text, euros(order.amount_total), guest),
    heading: text.order(order.reference, formatDate(lang, new Date(order.created_at))),
    lines: order.lines.map((line) => ({
      name: line.item.name,
      quantity: line.quantity,
      unit: euros(line.item.prices.price_to_display),
      total: euros(line.total_price),
    })),
    totals: totals(order, text, euros),
    destination: destination(order, text, lang),
    register: guest && kind !== 'awaiting' ? { sentence: text.register(to), url: registerLink(siteUrl, lang) } : null,
    pay: kind === 'awaiting' && basketId ? payLink(siteUrl, basketId, lang) : null,
    questions: text.questions(FIRM.email, FIRM.phoneDisplay),
  };
}

function plainText(c: Content): string {
  const { text, destination: where } = c;
  return [
    c.greeting,
    '',
    ...c.intro,
    ...(c.pay ? [`${text.payLink} : ${c.pay}`] : []),
    '',
    c.heading,
    ...c.lines.map((line) => `- ${line.name} : ${text.line(line.quantity, line.unit)} = ${line.total}`),
    '',
    ...c.totals.map((row) => `${row.label} : ${row.amount}`),
    text.vat,
    ...(where
      ? [
          '',
          `${where.title} :`,
          ...where.address,
          ...(where.note ? [where.note] : []),
          ...(where.hours?.length ? [`${text.hours} :`, ...where.hours.map((day) => `${text.openingDays(day.days)} ${day.slots.join(', ')}`)] : []),
        ]
      : []),
    ...(c.register ? ['', c.register.sentence, `${text.registerLink} : ${c.register.url}`] : []),
    '',
    c.questions,
    FIRM.name,
    '',
  ].join('\n');
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #eadfca;vertical-align:top';
const NUMBER = `${CELL};text-align:right;white-space:nowrap`;
const HEADING = 'margin:0 0 8px;font-size:17px;color:#7a4a1e';

function htmlPart(c: Content, lang: Lang, subject: string): string {
  const { text, destination: where } = c;
  const lines = html`
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th align="left" style="${CELL}">${text.columns.name}</th><th align="right" style="${NUMBER}">${text.columns.quantity}</th><th align="right" style="${NUMBER}">${text.columns.unit}</th><th align="right" style="${NUMBER}">${text.columns.total}</th></tr>
${c.lines.map((line) => html`<tr><td style="${CELL}">${line.name}</td><td style="${NUMBER}">${line.quantity}</td><td style="${NUMBER}">${line.unit}</td><td style="${NUMBER}">${line.total}</td></tr>
`)}</table>`;
  const amounts = html`
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin-top:8px">
${c.totals.map((row) => {
  const weight = row.strong ? ';font-weight:bold;font-size:16px' : '';
  return html`<tr><td style="padding:3px 8px${weight}">${row.label}</td><td style="padding:3px 8px;text-align:right;white-space:nowrap${weight}">${row.amount}</td></tr>
`;
})}</table>
<p style="margin:4px 8px 0;font-size:13px;color:#6b5a48">${text.vat}</p>`;
  const destinationBlock: SafeHtml | null = where
    ? html`
<tr><td style="padding:16px 20px 0">
<h2 style="${HEADING}">${where.title}</h2>
<p style="margin:0">${where.address.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}</p>
${where.note ? html`<p style="margin:8px 0 0">${where.note}</p>` : null}
${where.hours?.length
  ? html`<p style="margin:8px 0 0"><strong>${text.hours}</strong><br>${where.hours.map(
      (day, index) => html`${index > 0 ? html`<br>` : ''}${text.openingDays(day.days)} ${day.slots.join(', ')}`,
    )}</p>`
  : null}
</td></tr>`
    : null;
  const registerBlock: SafeHtml | null = c.register
    ? html`
<tr><td style="padding:16px 20px 0">
<p style="margin:0 0 12px;padding:12px;background:#f6f1e7">${c.register.sentence}</p>
<p style="margin:0"><a href="${c.register.url}" style="display:inline-block;padding:10px 18px;background:#7a4a1e;color:#ffffff;text-decoration:none;border-radius:4px">${text.registerLink}</a></p>
</td></tr>`
    : null;
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;font-family:Georgia,serif;color:#3b2a1a;font-size:15px;line-height:1.5;text-align:left">
<tr><td style="padding:20px 20px 8px;font-size:20px;font-weight:bold;color:#7a4a1e">${FIRM.name}</td></tr>
<tr><td style="padding:0 20px">
<p style="margin:0 0 1em">${c.greeting}</p>
${c.intro.map((paragraph) => html`<p style="margin:0 0 1em">${paragraph}</p>
`)}${c.pay
  ? html`<p style="margin:0 0 1em"><a href="${c.pay}" style="display:inline-block;padding:10px 18px;background:#7a4a1e;color:#ffffff;text-decoration:none;border-radius:4px">${text.payLink}</a></p>
`
  : null}</td></tr>
<tr><td style="padding:8px 20px 0">
<h2 style="${HEADING}">${c.heading}</h2>
${lines}
${amounts}
</td></tr>
${destinationBlock}
${registerBlock}
<tr><td style="padding:20px;font-size:13px;color:#6b5a48">${c.questions}<br>${SHOP_ADDRESS}</td></tr>
</table>
</td></tr></table>
</body></html>
`.markup;
}

/**
 * The mail about an order, in its language: what was paid or is to be paid, the lines and totals,
 * where the parcel goes (a relay point with its hours, or the shop), as text and as simple HTML
 * (inline styles, one column, every value escaped). A guest is not told of points they cannot
 * have but is invited to create an account.
 */
export function orderMail(order: Order, kind: OrderMailKind, lang: Lang, context: OrderMailContext): MailMessage | null {
  const to = order.address_billing_email || order.address_shipping_email;
  if (!to) return null;
  const subject = texts[lang].subject(kind, order.reference);
  const c = content(order, kind, lang, to, context);
  return { to, subject, text: plainText(c), html: htmlPart(c, lang, subject) };
}

/**
 * Queues the mail about the order in `tx`, the transaction that created the order, changed its
 * way of paying or saw it paid: the mail goes if and only if that change is committed, in the
 * order's language, whatever happens to the process after the commit. `siteUrl` is the front end
 * the mail links to.
 */
export async function queueOrderMail(tx: Db, orderId: number, kind: OrderMailKind, siteUrl: string): Promise<void> {
  const details = await loadOrder(tx, eq(orders.id, orderId));
  if (!details) return;
  const lang = isLang(details.order.lang) ? details.order.lang : DEFAULT_LANG;
  // The mail shows no picture: the products' image URLs, built on the api's address, are not used.
  const message = orderMail(toOrder(details, lang, ''), kind, lang, {
    guest: details.order.userId === null,
    siteUrl,
    basketId: details.order.basketId,
  });
  if (message) await queueMail(tx, message);
}

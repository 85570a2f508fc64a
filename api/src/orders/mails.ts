import type { Firm, Lang, Order, RelayPoint, ShopInfo } from '@nougaterie/contracts';
import { DEFAULT_LANG, isLang } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';
import { formatVatRate, openingLines, shopOpeningLines, toCents } from '@nougaterie/contracts/rules';
import { CARRIER_NAMES } from '@nougaterie/contracts/admin';
import { closureLine, closuresAhead } from '@nougaterie/contracts/legal';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderEvents, orders } from '../db/schema.js';
import { formatDate, formatEuros } from '../http/format.js';
import { html, type SafeHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { termsAttachment } from '../legal/terms-pdf.js';
import { loadShopInfo } from '../shop-identity/store.js';
import { toOrder, type OrderWithDetails } from './mapping.js';
import { loadOrder } from './queries.js';

/** The shop's address on one line, as the stored identity gives it (#22). */
const shopAddress = (firm: Firm) => `${firm.name}, ${firm.street}, ${firm.zipcode} ${firm.city}`;

/**
 * awaiting: a card was declined and the order still waits for its money (sent once, with a pay
 * link). The back office's moves send shipped (with the tracking link), ready_for_pickup (with the
 * shop's hours), cancelled and refunded; transfer_reminder goes once to a transfer still awaited.
 */
export const ORDER_MAIL_KINDS = ['paid', 'transfer', 'shop', 'awaiting', 'shipped', 'ready_for_pickup', 'cancelled', 'refunded', 'transfer_reminder'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** Why the shop's own job cancelled an order: its payment did not come in time. */
export type ExpiredPayment = 'card' | 'transfer';

/** Who the order is for, beyond the order itself: a guest has no account, hence no points. */
export interface OrderMailContext {
  /** The order was placed without an account. */
  guest: boolean;
  /** The shop's front end (SHELL_URL): the links of the mail point there. */
  siteUrl: string;
  /** The order's basket: its id is the pay link's key (a guest's bearer secret). */
  basketId?: string;
  /**
   * paid: the invoice's PDF; refunded, cancelled: the credit note's; through its token (a guest
   * has no other way to it).
   */
  documentUrl?: string;
  /** refunded: how much went back, why, and whether to the card. */
  refund?: { amountCents: number; reason: string; toCard: boolean };
  /** cancelled by the expiry of unpaid orders: which payment did not come. */
  expired?: ExpiredPayment;
  /** transfer_reminder: when the order is cancelled if the transfer has not come. */
  expiresAt?: Date;
  /** When the mail is written: the season of the shop's hours (ready_for_pickup). */
  now?: Date;
  /** The shop's identity, hours and closing days as stored (shop-identity/store.ts). */
  shop: ShopInfo;
}

const texts = {
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    subject: (kind: OrderMailKind, reference: string, firm: Firm) =>
      `${
        {
          paid: `Paiement reçu ${reference}`,
          transfer: `Votre commande ${reference}`,
          shop: `Votre commande ${reference}`,
          awaiting: `Votre commande ${reference} attend son paiement`,
          shipped: `Votre commande ${reference} est expédiée`,
          ready_for_pickup: `Votre commande ${reference} vous attend à la boutique`,
          cancelled: `Votre commande ${reference} est annulée`,
          refunded: `Remboursement de votre commande ${reference}`,
          transfer_reminder: `Votre commande ${reference} attend votre virement`,
        }[kind]
      } – ${firm.name}`,
    shipped: (reference: string, carrier: string, number: string) =>
      `Bonne nouvelle : votre commande ${reference} est partie ! Elle est confiée à ${carrier || 'notre transporteur'}, numéro de suivi ${number}.`,
    trackLink: 'Suivre mon colis',
    ready: (reference: string) => `Votre commande ${reference} est prête : elle vous attend à la boutique, aux heures ci-dessous.`,
    readyBring: 'Présentez-vous avec ce message ou le numéro de commande.',
    cancelled: (reference: string) => `Votre commande ${reference} est annulée.`,
    expired: (kind: ExpiredPayment) =>
      kind === 'card'
        ? "Son paiement par carte n'a pas abouti dans le délai prévu : les produits que nous lui réservions sont remis en vente."
        : "Nous n'avons pas reçu votre virement dans le délai prévu : les produits que nous lui réservions sont remis en vente.",
    pointsBack: (points: number) => `Les ${points} ${points > 1 ? 'points' : 'point'} de fidélité utilisés vous sont rendus.`,
    refundFollows: 'Le remboursement de votre paiement vous sera confirmé par un autre message.',
    refunded: (reference: string, amount: string, toCard: boolean) =>
      `Nous vous avons remboursé ${amount} sur votre commande ${reference}${toCard ? ', sur la carte qui a servi à la payer' : ''}.`,
    refundReason: (reason: string) => `Motif : ${reason}`,
    refundDelay: 'Selon votre banque, le montant apparaît sur votre compte sous quelques jours.',
    reminder: (reference: string, total: string, until: string, firm: Firm) => [
      `Votre commande ${reference} attend toujours votre virement de ${total} :`,
      `Titulaire : ${firm.bank.holder} · IBAN : ${firm.bank.iban} · BIC : ${firm.bank.bic} · Référence : ${reference}`,
      `Sans virement reçu le ${until}, elle sera annulée et ses produits remis en vente. Si vous l'avez déjà fait, merci : il est sans doute en route.`,
    ],
    awaiting: (reference: string, total: string) => [
      `Le paiement par carte de votre commande ${reference} (${total}) n'a pas abouti. Nous la gardons : elle attend son paiement.`,
      'Vous pouvez la payer avec une autre carte ou choisir un autre moyen de paiement (virement) en suivant ce lien :',
    ],
    payLink: 'Payer ma commande',
    invoiceLink: 'Facture (PDF)',
    creditNoteLink: 'Avoir (PDF)',
    paid: (reference: string) => `Merci ! Nous avons bien reçu le paiement de votre commande ${reference}.`,
    terms:
      'Ce message confirme votre commande. Nos conditions générales de vente en vigueur et le formulaire de rétractation sont joints (PDF). Vous disposez de 14 jours à compter de la réception pour vous rétracter, sauf pour les denrées périssables et les produits descellés après la livraison (article L221-28 du Code de la consommation).',
    points: (points: number) => `Elle vous rapporte ${points} ${points > 1 ? 'points' : 'point'} de fidélité.`,
    transfer: (reference: string, total: string, firm: Firm) => [
      `Merci pour votre commande ${reference}. Elle attend votre virement de ${total} :`,
      `Titulaire : ${firm.bank.holder} · IBAN : ${firm.bank.iban} · BIC : ${firm.bank.bic} · Référence : ${reference}`,
      'Nous la préparons dès réception du virement.',
    ],
    shop: (reference: string, total: string, firm: Firm) => [
      `Merci pour votre commande ${reference}. Vous la réglerez (${total}) en la retirant à la boutique : ${shopAddress(firm)}.`,
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
    vatOf: (rate: string) => `dont TVA ${rate}`,
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
    subject: (kind: OrderMailKind, reference: string, firm: Firm) =>
      `${
        {
          paid: `Payment received ${reference}`,
          transfer: `Your order ${reference}`,
          shop: `Your order ${reference}`,
          awaiting: `Your order ${reference} is awaiting payment`,
          shipped: `Your order ${reference} has shipped`,
          ready_for_pickup: `Your order ${reference} is ready at the shop`,
          cancelled: `Your order ${reference} is cancelled`,
          refunded: `Refund on your order ${reference}`,
          transfer_reminder: `Your order ${reference} is waiting for your bank transfer`,
        }[kind]
      } – ${firm.name}`,
    shipped: (reference: string, carrier: string, number: string) =>
      `Good news: your order ${reference} is on its way! It travels with ${carrier || 'our carrier'}, tracking number ${number}.`,
    trackLink: 'Track my parcel',
    ready: (reference: string) => `Your order ${reference} is ready: it waits for you at the shop, during the hours below.`,
    readyBring: 'Bring this message or the order number.',
    cancelled: (reference: string) => `Your order ${reference} is cancelled.`,
    expired: (kind: ExpiredPayment) =>
      kind === 'card'
        ? 'Its card payment did not go through in time: the products we kept for it are back on sale.'
        : 'We did not receive your bank transfer in time: the products we kept for it are back on sale.',
    pointsBack: (points: number) => `The ${points} loyalty ${points > 1 ? 'points' : 'point'} you used are given back to you.`,
    refundFollows: 'Another message will confirm the refund of your payment.',
    refunded: (reference: string, amount: string, toCard: boolean) =>
      `We refunded ${amount} on your order ${reference}${toCard ? ', to the card you paid it with' : ''}.`,
    refundReason: (reason: string) => `Reason: ${reason}`,
    refundDelay: 'Depending on your bank, the amount shows on your account within a few days.',
    reminder: (reference: string, total: string, until: string, firm: Firm) => [
      `Your order ${reference} is still waiting for your bank transfer of ${total}:`,
      `Holder: ${firm.bank.holder} · IBAN: ${firm.bank.iban} · BIC: ${firm.bank.bic} · Reference: ${reference}`,
      `Without a transfer received by ${until}, it will be cancelled and its products put back on sale. If you have already sent it, thank you: it is probably on its way.`,
    ],
    awaiting: (reference: string, total: string) => [
      `The card payment of your order ${reference} (${total}) did not go through. We keep the order: it is awaiting payment.`,
      'You can pay it with another card or choose another way to pay (bank transfer) by following this link:',
    ],
    payLink: 'Pay my order',
    invoiceLink: 'Invoice (PDF)',
    creditNoteLink: 'Credit note (PDF)',
    paid: (reference: string) => `Thank you! We received the payment of your order ${reference}.`,
    terms:
      'This message confirms your order. Our terms of sale in force and the withdrawal form are attached (PDF). You have 14 days from receipt to withdraw, except for perishable goods and goods unsealed after delivery (article L221-28 of the French Consumer Code).',
    points: (points: number) => `It earns you ${points} loyalty ${points > 1 ? 'points' : 'point'}.`,
    transfer: (reference: string, total: string, firm: Firm) => [
      `Thank you for your order ${reference}. It is waiting for your bank transfer of ${total}:`,
      `Holder: ${firm.bank.holder} · IBAN: ${firm.bank.iban} · BIC: ${firm.bank.bic} · Reference: ${reference}`,
      'We prepare it as soon as the transfer arrives.',
    ],
    shop: (reference: string, total: string, firm: Firm) => [
      `Thank you for your order ${reference}. You pay ${total} when you collect it at the shop: ${shopAddress(firm)}.`,
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
    vatOf: (rate: string) => `incl. VAT ${rate}`,
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

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

function intro(order: Order, kind: OrderMailKind, text: Texts, euros: (amount: number) => string, lang: Lang, context: OrderMailContext): string[] {
  const total = euros(order.amount_total);
  switch (kind) {
    case 'transfer':
      return [...text.transfer(order.reference, total, context.shop.firm)];
    case 'shop':
      return [...text.shop(order.reference, total, context.shop.firm)];
    case 'awaiting':
      return [...text.awaiting(order.reference, total)];
    case 'shipped': {
      const tracking = order.tracking;
      return tracking ? [text.shipped(order.reference, CARRIER_NAMES[tracking.carrier], tracking.number)] : [];
    }
    case 'ready_for_pickup':
      return [text.ready(order.reference), text.readyBring];
    case 'cancelled':
      return [
        text.cancelled(order.reference),
        ...(context.expired ? [text.expired(context.expired)] : []),
        ...(!context.guest && (order.points_used ?? 0) > 0 ? [text.pointsBack(order.points_used ?? 0)] : []),
        ...(order.paid_at ? [text.refundFollows] : []),
      ];
    case 'refunded': {
      const refund = context.refund;
      if (!refund) return [];
      return [
        text.refunded(order.reference, formatEuros(lang, refund.amountCents), refund.toCard),
        text.refundReason(refund.reason),
        ...(refund.toCard ? [text.refundDelay] : []),
      ];
    }
    case 'transfer_reminder':
      return [...text.reminder(order.reference, total, formatDate(lang, context.expiresAt ?? new Date()), context.shop.firm)];
    case 'paid':
      return [text.paid(order.reference), ...(!context.guest && order.earned_points > 0 ? [text.points(order.earned_points)] : []), text.terms];
  }
}

/** The mails that speak of money to pay or paid invite a guest to create an account; the others do not. */
const INVITES_GUEST: readonly OrderMailKind[] = ['paid', 'transfer', 'shop'];
/** Where the parcel goes means nothing to a cancelled or refunded order. */
const SHOWS_DESTINATION: readonly OrderMailKind[] = ['paid', 'transfer', 'shop', 'awaiting', 'shipped', 'ready_for_pickup', 'transfer_reminder'];

interface Amount {
  label: string;
  amount: string;
  strong?: boolean;
}

function totals(order: Order, text: Texts, euros: (amount: number) => string, lang: Lang): Amount[] {
  const shippingName = order.shipping_method?.name;
  return [
    { label: text.products, amount: euros(order.amount_products) },
    ...(order.amount_discount > 0 ? [{ label: text.discount(order.discount?.code ?? null), amount: `−${euros(order.amount_discount)}` }] : []),
    ...(order.amount_points > 0 ? [{ label: text.pointsUsed(order.points_used ?? 0), amount: `−${euros(order.amount_points)}` }] : []),
    { label: shippingName ? `${text.shipping} (${shippingName})` : text.shipping, amount: euros(order.amount_shipping) },
    { label: text.total, amount: euros(order.amount_total), strong: true },
    // The total's VAT per rate, from the rates the lines kept (contracts' rules/vat.ts).
    ...(order.vat ?? []).map((part) => ({ label: text.vatOf(formatVatRate(part.rate, lang)), amount: euros(part.vat) })),
  ];
}

/** Where the parcel goes, as lines: a heading, then the address (and a relay point's hours). */
interface Destination {
  title: string;
  address: string[];
  note?: string;
  hours?: { days: string; slots: string[] }[];
  /** The shop's closing days ahead ('Fermé le 25 décembre (Noël)'), with its hours. */
  closures?: string[];
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

function destination(order: Order, text: Texts, lang: Lang, firm: Firm, shopHours: Destination['hours'], closures: string[] | undefined): Destination | null {
  const shipping = order.shipping_method;
  if (!shipping) return null;
  if (shipping.kind === 'shop') {
    return { title: text.shopPickup, address: [firm.name, firm.street, `${firm.zipcode} ${firm.city}`], note: text.shopPickupWhen, hours: shopHours, closures };
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
  /** The mail's one button: pay the order, follow the parcel, or fetch the invoice or credit note. */
  action: { label: string; url: string } | null;
  questions: string;
  firm: Firm;
}

function action(order: Order, kind: OrderMailKind, text: Texts, lang: Lang, { siteUrl, basketId, documentUrl }: OrderMailContext): Content['action'] {
  if (kind === 'paid' && documentUrl) return { label: text.invoiceLink, url: documentUrl };
  if ((kind === 'refunded' || kind === 'cancelled') && documentUrl) return { label: text.creditNoteLink, url: documentUrl };
  if (kind === 'awaiting' && basketId) return { label: text.payLink, url: payLink(siteUrl, basketId, lang) };
  if (kind === 'shipped' && order.tracking?.url) return { label: text.trackLink, url: order.tracking.url };
  return null;
}

function content(order: Order, kind: OrderMailKind, lang: Lang, to: string, context: OrderMailContext): Content {
  const { guest, siteUrl } = context;
  const text: Texts = texts[lang];
  const euros = (amount: number) => formatEuros(lang, toCents(amount));
  // The shop's hours are told when the order waits there; before, "during opening hours" is enough.
  const { firm, hours } = context.shop;
  const now = context.now ?? new Date();
  const shopHours = kind === 'ready_for_pickup' ? shopOpeningLines(now, lang, hours.seasons) : undefined;
  // Its closing days ahead go with them, whenever the order is to be collected at the shop.
  const closures = closuresAhead(hours.closures, now).map((closure) => closureLine(closure, lang));
  return {
    text,
    greeting: text.greeting(order.address_billing_firstname ?? order.address_shipping_firstname ?? '').replace(' ,', ','),
    intro: intro(order, kind, text, euros, lang, context),
    heading: text.order(order.reference, formatDate(lang, new Date(order.created_at))),
    lines: order.lines.map((line) => ({
      name: line.item.name,
      quantity: line.quantity,
      unit: euros(line.item.prices.price_to_display),
      total: euros(line.total_price),
    })),
    totals: totals(order, text, euros, lang),
    destination: SHOWS_DESTINATION.includes(kind) ? destination(order, text, lang, firm, shopHours, closures.length ? closures : undefined) : null,
    register: guest && INVITES_GUEST.includes(kind) ? { sentence: text.register(to), url: registerLink(siteUrl, lang) } : null,
    action: action(order, kind, text, lang, context),
    questions: text.questions(firm.email, firm.phoneDisplay),
    firm,
  };
}

function plainText(c: Content): string {
  const { text, destination: where } = c;
  return [
    c.greeting,
    '',
    ...c.intro,
    ...(c.action ? [`${c.action.label} : ${c.action.url}`] : []),
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
          ...(where.closures ?? []),
        ]
      : []),
    ...(c.register ? ['', c.register.sentence, `${text.registerLink} : ${c.register.url}`] : []),
    '',
    c.questions,
    c.firm.name,
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
${c.lines.map(
  (
    line,
  ) => html`<tr><td style="${CELL}">${line.name}</td><td style="${NUMBER}">${line.quantity}</td><td style="${NUMBER}">${line.unit}</td><td style="${NUMBER}">${line.total}</td></tr>
`,
)}</table>`;
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
${
  where.hours?.length
    ? html`<p style="margin:8px 0 0"><strong>${text.hours}</strong><br>${where.hours.map(
        (day, index) => html`${index > 0 ? html`<br>` : ''}${text.openingDays(day.days)} ${day.slots.join(', ')}`,
      )}</p>`
    : null
}
${where.closures?.length ? html`<p style="margin:8px 0 0">${where.closures.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}</p>` : null}
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
<tr><td style="padding:20px 20px 8px;font-size:20px;font-weight:bold;color:#7a4a1e">${c.firm.name}</td></tr>
<tr><td style="padding:0 20px">
<p style="margin:0 0 1em">${c.greeting}</p>
${c.intro.map(
  (paragraph) => html`<p style="margin:0 0 1em">${paragraph}</p>
`,
)}${
    c.action
      ? html`<p style="margin:0 0 1em"><a href="${c.action.url}" style="display:inline-block;padding:10px 18px;background:#7a4a1e;color:#ffffff;text-decoration:none;border-radius:4px">${c.action.label}</a></p>
`
      : null
  }</td></tr>
<tr><td style="padding:8px 20px 0">
<h2 style="${HEADING}">${c.heading}</h2>
${lines}
${amounts}
</td></tr>
${destinationBlock}
${registerBlock}
<tr><td style="padding:20px;font-size:13px;color:#6b5a48">${c.questions}<br>${shopAddress(c.firm)}</td></tr>
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
  const subject = texts[lang].subject(kind, order.reference, context.shop.firm);
  const c = content(order, kind, lang, to, context);
  return { to, subject, text: plainText(c), html: htmlPart(c, lang, subject) };
}

/** What a mail of the back office adds: its facts (refund, expiry) and who caused it. */
export type OrderMailExtra = Pick<OrderMailContext, 'refund' | 'expired' | 'expiresAt' | 'documentUrl'> & {
  /** The staff member whose move caused the mail; null or absent: the shopper or the shop's jobs. */
  staffId?: number | null;
};

/**
 * Queues the mail about the order in `tx`, the transaction that created the order, changed its
 * way of paying, saw it paid or moved it: the mail goes if and only if that change is committed,
 * in the order's language, whatever happens to the process after the commit, and the order's
 * history (order_events) says which mail was queued. `siteUrl` is the front end the mail links to.
 * `order`: its id, or the order as the caller has just read it in `tx` (loadOrder), not read again.
 */
export async function queueOrderMail(
  tx: Db,
  order: number | OrderWithDetails,
  kind: OrderMailKind,
  siteUrl: string,
  extra: OrderMailExtra = {},
): Promise<void> {
  await (
    await prepareOrderMail(tx, order, kind, siteUrl)
  )(extra);
}

/**
 * queueOrderMail in two steps: what reads the database and makes the attachment first, then the
 * queueing, quick, given the facts known last (the invoice's link). The payment takes the invoice
 * number, a lock every payment waits for, between the two: the lock is then held for two inserts.
 */
export async function prepareOrderMail(
  tx: Db,
  order: number | OrderWithDetails,
  kind: OrderMailKind,
  siteUrl: string,
): Promise<(extra?: OrderMailExtra) => Promise<void>> {
  const details = typeof order === 'number' ? await loadOrder(tx, eq(orders.id, order)) : order;
  if (!details) return async () => undefined;
  const orderId = details.order.id;
  const lang = isLang(details.order.lang) ? details.order.lang : DEFAULT_LANG;
  // The sale is concluded when the payment is confirmed (the terms, « Commande »): this mail is its
  // confirmation on a durable medium, with the terms in force and the withdrawal form (L221-13).
  // The shop as it stands now, read in the change's own transaction.
  const shop = await loadShopInfo(tx);
  const attachments = kind === 'paid' ? [await termsAttachment(lang, shop.firm)] : undefined;
  return async (extra = {}) => {
    const { staffId = null, ...facts } = extra;
    // The mail shows no picture: the products' image URLs, built on the api's address, are not used.
    const message = orderMail(toOrder(details, lang, ''), kind, lang, {
      guest: details.order.userId === null,
      siteUrl,
      basketId: details.order.basketId,
      shop,
      ...facts,
    });
    if (!message) return;
    if (attachments) message.attachments = attachments;
    await queueMail(tx, message);
    await tx.insert(orderEvents).values({ orderId, kind: 'mail', detail: kind, staffId });
  };
}

import type { Lang, Order } from '@nougaterie/contracts';
import { DEFAULT_LANG, FIRM, isLang, toCents } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { formatEuros } from '../http/format.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { toOrder } from './mapping.js';
import { loadOrder } from './queries.js';

const BANK_DETAILS = FIRM.bank;
const SHOP_ADDRESS = `${FIRM.name}, ${FIRM.street}, ${FIRM.zipcode} ${FIRM.city}`;

export type OrderMailKind = 'paid' | 'transfer' | 'shop';

function lines(order: Order, lang: Lang): string[] {
  const euros = (amount: number) => formatEuros(lang, toCents(amount));
  const label = lang === 'en'
    ? { products: 'Products', discount: 'Discount', points: 'Loyalty points', shipping: 'Shipping', total: 'Total (VAT incl.)' }
    : { products: 'Produits', discount: 'Réduction', points: 'Points de fidélité', shipping: 'Livraison', total: 'Total TTC' };
  return [
    ...order.lines.map((line) => `- ${line.quantity} × ${line.item.name} : ${euros(line.total_price)}`),
    '',
    `${label.products} : ${euros(order.amount_products)}`,
    ...(order.amount_discount > 0 ? [`${label.discount} : -${euros(order.amount_discount)}`] : []),
    ...(order.amount_points > 0 ? [`${label.points} : -${euros(order.amount_points)}`] : []),
    `${label.shipping} (${order.shipping_method?.name ?? ''}) : ${euros(order.amount_shipping)}`,
    `${label.total} : ${euros(order.amount_total)}`,
  ];
}

function intro(order: Order, kind: OrderMailKind, lang: Lang): string[] {
  const total = formatEuros(lang, toCents(order.amount_total));
  if (lang === 'en') {
    if (kind === 'paid') return [`Thank you! We received the payment of your order ${order.reference}.`, order.earned_points ? `It earns you ${order.earned_points} loyalty points.` : ''];
    if (kind === 'transfer') {
      return [
        `Thank you for your order ${order.reference}. It is waiting for your bank transfer of ${total}:`,
        `Holder: ${BANK_DETAILS.holder} · IBAN: ${BANK_DETAILS.iban} · BIC: ${BANK_DETAILS.bic} · Reference: ${order.reference}`,
        'We prepare it as soon as the transfer arrives.',
      ];
    }
    return [`Thank you for your order ${order.reference}. You pay ${total} when you collect it at the shop: ${SHOP_ADDRESS}.`, 'We write to you when it is ready.'];
  }
  if (kind === 'paid') return [`Merci ! Nous avons bien reçu le paiement de votre commande ${order.reference}.`, order.earned_points ? `Elle vous rapporte ${order.earned_points} points de fidélité.` : ''];
  if (kind === 'transfer') {
    return [
      `Merci pour votre commande ${order.reference}. Elle attend votre virement de ${total} :`,
      `Titulaire : ${BANK_DETAILS.holder} · IBAN : ${BANK_DETAILS.iban} · BIC : ${BANK_DETAILS.bic} · Référence : ${order.reference}`,
      'Nous la préparons dès réception du virement.',
    ];
  }
  return [`Merci pour votre commande ${order.reference}. Vous la réglerez (${total}) en la retirant à la boutique : ${SHOP_ADDRESS}.`, 'Nous vous écrivons dès qu\'elle est prête.'];
}

export function orderMail(order: Order, kind: OrderMailKind, lang: Lang): MailMessage | null {
  const to = order.address_billing_email || order.address_shipping_email;
  if (!to) return null;
  const subject =
    lang === 'en'
      ? `${kind === 'paid' ? 'Payment received' : 'Your order'} ${order.reference} – Nougaterie de Saint-Didier`
      : `${kind === 'paid' ? 'Paiement reçu' : 'Votre commande'} ${order.reference} – Nougaterie de Saint-Didier`;
  const greeting = lang === 'en' ? `Hello ${order.address_billing_firstname ?? ''},` : `Bonjour ${order.address_billing_firstname ?? ''},`;
  const text = [greeting, '', ...intro(order, kind, lang).filter(Boolean), '', ...lines(order, lang), ''].join('\n');
  return { to, subject, text };
}

/**
 * Queues the mail about the order in `tx`, the transaction that created the order, changed its
 * way of paying or saw it paid: the mail goes if and only if that change is committed, in the
 * order's language, whatever happens to the process after the commit.
 */
export async function queueOrderMail(tx: Db, orderId: number, kind: OrderMailKind): Promise<void> {
  const details = await loadOrder(tx, eq(orders.id, orderId));
  if (!details) return;
  const lang = isLang(details.order.lang) ? details.order.lang : DEFAULT_LANG;
  // The mail shows no picture: the products' image URLs, built on the api's address, are not used.
  const message = orderMail(toOrder(details, lang, ''), kind, lang);
  if (message) await queueMail(tx, message);
}

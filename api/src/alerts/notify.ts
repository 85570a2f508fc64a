import { isLang, type Lang } from '@nougaterie/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { productPaths } from '../catalog/paths.js';
import type { Db } from '../db/client.js';
import { products, stockAlerts } from '../db/schema.js';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';

/** How often the api looks for products back in stock whose alerts are still waiting. */
export const STOCK_ALERTS_EVERY_MS = 10 * 60 * 1000;
/** Mails queued by one run at most: a large restock is told over the next runs, not in one burst. */
export const ALERTS_PER_RUN = 200;

export interface BackInStock {
  email: string;
  lang: Lang;
  product: string;
  /** The product's page on the shop. */
  url: string;
}

export function backInStockMail({ email, lang, product, url }: BackInStock): MailMessage {
  const en = lang === 'en';
  const paragraphs = en
    ? ['Hello,', `You asked us to tell you: “${product}” is back in stock.`, url, 'This is the only mail you will get about it.', 'Nougaterie de Saint-Didier']
    : [
        'Bonjour,',
        `Vous nous avez demandé de vous prévenir : « ${product} » est de nouveau disponible.`,
        url,
        'Vous ne recevrez pas d’autre message à ce sujet.',
        'Nougaterie de Saint-Didier',
      ];
  const link = `<a href="${escapeHtml(url)}">${escapeHtml(en ? 'See the product' : 'Voir le produit')}</a>`;
  return {
    to: email,
    subject: en ? `“${product}” is back – Nougaterie de Saint-Didier` : `« ${product} » est de retour – Nougaterie de Saint-Didier`,
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs.map((p) => (p === url ? link : escapeHtml(p)))),
  };
}

/**
 * Writes to each shopper waiting for a product that is in stock again, once: each alert is marked
 * and its mail queued in the outbox in one transaction, guarded by the mark, so two replicas
 * running at once queue one mail. The outbox's worker sends it, and tries again while the mail
 * server is down. Answers how many mails were queued.
 */
export async function notifyStockAlerts(db: Db, siteUrl: string): Promise<{ queued: number }> {
  const due = await db
    .select({ id: stockAlerts.id, email: stockAlerts.email, lang: stockAlerts.lang, productId: products.id, nameFr: products.nameFr, nameEn: products.nameEn })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    // A hidden product's alerts wait until it is on sale again.
    .where(and(isNull(stockAlerts.notifiedAt), gt(products.stock, 0), isNull(products.hiddenAt)))
    .orderBy(asc(stockAlerts.id))
    .limit(ALERTS_PER_RUN);
  const result = { queued: 0 };
  if (due.length === 0) return result;
  const paths = await productPaths(db, [...new Set(due.map((alert) => alert.productId))]);
  for (const alert of due) {
    const lang: Lang = isLang(alert.lang) ? alert.lang : 'fr';
    const url = `${siteUrl}${paths.get(alert.productId) ?? '/boutique'}${lang === 'en' ? '?lang=en' : ''}`;
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(stockAlerts)
        .set({ notifiedAt: new Date() })
        .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.notifiedAt)))
        .returning({ id: stockAlerts.id });
      if (!claimed) return false;
      await queueMail(tx, backInStockMail({ email: alert.email, lang, product: lang === 'en' ? alert.nameEn : alert.nameFr, url }));
      return true;
    });
    if (queued) result.queued += 1;
  }
  return result;
}

import { createHash } from 'node:crypto';
import { cardDetailsSchema, type Lang } from '@nougaterie/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { formatEuros } from '../../http/format.js';
import { t } from '../../http/messages.js';
import { html, SafeHtml } from '../../mail/html.js';
import { orders } from '../../orders/schema.js';
import { loadFirm } from '../../shop-identity/store.js';
import { isCardExpired, isLuhnValid } from '../card.js';
import { tourBookings } from '../../tours/schema.js';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE, sandboxCardOutcome } from '../card-provider.js';
import { hostedBookingCancelUrl, hostedBookingReturnUrl, hostedCancelUrl, hostedReturnUrl } from './routes.js';
import { SANDBOX_PROVIDER, type SandboxHostedProvider } from './sandbox.js';
import { SANDBOX_PAGE_MESSAGES, type SandboxPageMessages } from './sandbox-messages.js';
import { hostedSessions, type HostedSessionRow } from './schema.js';

/** How the page's event reaches our webhook: the app injects it into POST /api/payment/webhook/sandbox. */
export type SandboxDeliver = (rawBody: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;

export interface SandboxPageOptions {
  db: Db;
  /** The sandbox when it is the shop's provider; otherwise every session is unknown here. */
  provider?: SandboxHostedProvider;
  deliver: SandboxDeliver;
  /** The shop's front end: the return and "back to the shop" addresses, and where the form may lead. */
  siteUrl: string;
}

const SESSION_ID = /^cs_sandbox_[\w-]{1,200}$/;

/** The page's whole style: inline, allowed by its hash in the page's own CSP (no other source). */
const CSS = `body{font-family:system-ui,sans-serif;background:#f6f3ee;color:#2b2118;margin:0;padding:1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4d6;border:1px solid #e5c66b;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
.error{background:#fde8e8;border:1px solid #d66;padding:.5rem .75rem;border-radius:4px}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #aaa;border-radius:4px}
button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;background:#6b3e1f;color:#fff;border:0;border-radius:4px;cursor:pointer}
.amount strong{font-size:1.4rem}
table{border-collapse:collapse;font-size:.9rem;margin-top:.5rem}
td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}`;
const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

type PageState = 'open' | 'paid' | 'ended';

interface SessionView {
  row: HostedSessionRow;
  lang: Lang;
  state: PageState;
  returnUrl: string;
  cancelUrl: string;
  description: string;
}

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim().slice(0, 64) : '';
};

const withSessionId = (url: string, sessionId: string) => `${url}${url.includes('?') ? '&' : '?'}session_id=${encodeURIComponent(sessionId)}`;

/**
 * The sandbox's hosted page (issue #24): what Stripe Checkout's page is to Stripe, served by the api
 * itself. It takes the sandbox's test cards (card-provider.ts: paid, declined, 3-D Secure code), and
 * tells the shop through the same signed webhook as a real provider; it never marks anything paid
 * itself. The form posts application/x-www-form-urlencoded, parsed in this plugin only.
 */
export async function sandboxPageRoutes(app: FastifyInstance, { db, provider, deliver, siteUrl }: SandboxPageOptions): Promise<void> {
  const siteOrigin = new URL(siteUrl).origin;
  const helmet = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [CSS_HASH],
        // The form posts here, and its answer may redirect to the shop's return page.
        formAction: ["'self'", siteOrigin],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  };

  async function load(sessionId: string): Promise<SessionView | null> {
    if (!provider || !SESSION_ID.test(sessionId)) return null;
    const [found] = await db
      .select({
        row: hostedSessions,
        orderStatus: orders.status,
        orderLang: orders.lang,
        orderBasketId: orders.basketId,
        bookingStatus: tourBookings.status,
        bookingLang: tourBookings.lang,
        holdRunning: sql<boolean>`coalesce(${tourBookings.holdExpiresAt} > now(), false)`,
        running: sql<boolean>`(${hostedSessions.expiresAt} IS NULL OR ${hostedSessions.expiresAt} > now())`,
      })
      .from(hostedSessions)
      .leftJoin(orders, eq(orders.id, hostedSessions.orderId))
      .leftJoin(tourBookings, eq(tourBookings.id, hostedSessions.bookingId))
      .where(and(eq(hostedSessions.provider, SANDBOX_PROVIDER), eq(hostedSessions.sessionId, sessionId)));
    if (!found) return null;
    const { row } = found;
    const isOrder = row.kind === 'order';
    const lang: Lang = (isOrder ? found.orderLang : found.bookingLang) === 'en' ? 'en' : 'fr';
    const payable = isOrder
      ? found.orderStatus === 'awaiting_payment'
      : found.bookingStatus === 'awaiting_payment' || (found.bookingStatus === 'held' && found.holdRunning);
    const state: PageState = row.status === 'paid' ? 'paid' : row.status === 'open' && found.running && payable ? 'open' : 'ended';
    return {
      row,
      lang,
      state,
      returnUrl: withSessionId(isOrder ? hostedReturnUrl(siteUrl, row.reference) : hostedBookingReturnUrl(siteUrl, row.reference), row.sessionId),
      cancelUrl: isOrder && found.orderBasketId ? hostedCancelUrl(siteUrl, found.orderBasketId) : hostedBookingCancelUrl(siteUrl),
      description: t(lang, isOrder ? 'hostedOrderDescription' : 'hostedBookingDescription', { reference: row.reference }),
    };
  }

  function document(lang: Lang, title: string, content: SafeHtml): string {
    const m = SANDBOX_PAGE_MESSAGES[lang];
    return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title === m.title ? title : `${title} · ${m.title}`}</title><style>${new SafeHtml(CSS)}</style></head>
<body><main>
<p class="banner">${m.banner}</p>
${content}
</main></body></html>`.markup;
  }

  const send = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').send(page);

  function endPage(reply: FastifyReply, lang: Lang, status: number, title: string, text: string, link?: { href: string; label: string }) {
    return send(
      reply,
      status,
      document(lang, title, html`<h1>${title}</h1><p>${text}</p>${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : null}`),
    );
  }

  const testCards = (m: SandboxPageMessages) => {
    const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
    const rows: [string, string][] = [
      [SANDBOX_CARDS.success, m.outcomePaid],
      [SANDBOX_CARDS.successMastercard, m.outcomePaidMastercard],
      [SANDBOX_CARDS.declined, m.outcomeDeclined],
      [SANDBOX_CARDS.challenge, m.outcomeChallenge],
    ];
    return html`<h2>${m.testCards}</h2><p>${m.testCardsNote}</p>
<table><thead><tr><th>${m.cardColumn}</th><th>${m.outcomeColumn}</th></tr></thead><tbody>
${rows.map(([number, outcome]) => html`<tr><td><code>${spaced(number)}</code></td><td>${outcome}</td></tr>`)}
<tr><td colspan="2">${m.outcomeOther}</td></tr></tbody></table>`;
  };

  async function summary(view: SessionView, m: SandboxPageMessages) {
    const firm = await loadFirm(db);
    return html`<p class="shop">${m.payTo} <strong>${firm.name}</strong></p>
<p>${view.description}</p>
<p class="amount">${m.amount} : <strong>${formatEuros(view.lang, view.row.amountCents)}</strong></p>`;
  }

  async function cardPage(reply: FastifyReply, view: SessionView, error: string | null, status = 200) {
    const m = SANDBOX_PAGE_MESSAGES[view.lang];
    const action = `/api/payment/sandbox/${encodeURIComponent(view.row.sessionId)}`;
    const content = html`<h1>${m.title}</h1>
${await summary(view, m)}
${error ? html`<p class="error" role="alert">${error}</p>` : null}
<form method="post" action="${action}">
<label for="number">${m.cardNumber}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${m.expiry}</label><input id="expiry" name="expiry" placeholder="MM/AA" autocomplete="cc-exp" required>
<label for="cvc">${m.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${m.pay} ${formatEuros(view.lang, view.row.amountCents)}</button>
</form>
<p><a href="${view.cancelUrl}">${m.back}</a></p>
${testCards(m)}`;
    return send(reply, status, document(view.lang, m.title, content));
  }

  async function challengePage(reply: FastifyReply, view: SessionView) {
    const m = SANDBOX_PAGE_MESSAGES[view.lang];
    const action = `/api/payment/sandbox/${encodeURIComponent(view.row.sessionId)}`;
    const content = html`<h1>${m.challengeTitle}</h1>
${await summary(view, m)}
<p>${m.challengeText}</p>
<form method="post" action="${action}">
<input type="hidden" name="challenge" value="${provider!.challengeToken(view.row.sessionId)}">
<label for="code">${m.code}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">${m.confirm}</button>
</form>
<p><a href="${view.cancelUrl}">${m.back}</a></p>`;
    return send(reply, 200, document(view.lang, m.challengeTitle, content));
  }

  /** Unknown, ended or paid: a page that says so, never an error of the api. */
  function notOpen(reply: FastifyReply, request: FastifyRequest, view: SessionView | null) {
    if (!view) {
      const m = SANDBOX_PAGE_MESSAGES[request.lang];
      return endPage(reply, request.lang, 404, m.unknownTitle, m.unknownText, { href: siteUrl, label: m.back });
    }
    const m = SANDBOX_PAGE_MESSAGES[view.lang];
    if (view.state === 'paid') return endPage(reply, view.lang, 200, m.paidTitle, m.paidText, { href: view.returnUrl, label: m.toReturn });
    return endPage(reply, view.lang, 410, m.expiredTitle, m.expiredText, { href: view.cancelUrl, label: m.back });
  }

  /** The paid event, signed, to our webhook as a provider sends it; once more on a non-2xx. */
  async function notifyPaid(view: SessionView): Promise<boolean> {
    const { rawBody, headers } = provider!.paidEvent({
      sessionId: view.row.sessionId,
      purpose: { kind: view.row.kind, reference: view.row.reference },
      amountCents: view.row.amountCents,
      currency: view.row.currency,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await deliver(rawBody, headers).catch(() => null);
      if (answer && answer.statusCode >= 200 && answer.statusCode < 300) return true;
    }
    return false;
  }

  async function pay(reply: FastifyReply, view: SessionView) {
    if (!(await notifyPaid(view))) {
      const m = SANDBOX_PAGE_MESSAGES[view.lang];
      return endPage(reply, view.lang, 503, m.deliveryTitle, m.deliveryText, { href: view.cancelUrl, label: m.back });
    }
    // As Stripe: the shopper goes back to the shop, whose return page reads the session's state.
    return reply.code(303).header('location', view.returnUrl).send();
  }

  await app.register(async (page) => {
    page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    page.get<{ Params: { sessionId: string } }>('/api/payment/sandbox/:sessionId', { helmet }, async (request, reply) => {
      const view = await load(request.params.sessionId);
      if (!view || view.state !== 'open') return notOpen(reply, request, view);
      return cardPage(reply, view, null);
    });

    page.post<{ Params: { sessionId: string } }>('/api/payment/sandbox/:sessionId', { helmet }, async (request, reply) => {
      const view = await load(request.params.sessionId);
      if (!view || view.state !== 'open') return notOpen(reply, request, view);
      const m = SANDBOX_PAGE_MESSAGES[view.lang];

      const token = field(request.body, 'challenge');
      if (token) {
        // The 3-D Secure step: only after a challenge card on this session (the token proves it), the code decides.
        if (!provider!.checkChallengeToken(view.row.sessionId, token)) return cardPage(reply, view, m.declined, 402);
        return field(request.body, 'code') === SANDBOX_CHALLENGE_CODE ? pay(reply, view) : cardPage(reply, view, m.declined, 402);
      }

      const card = { card_number: field(request.body, 'number'), expiry: field(request.body, 'expiry'), cvc: field(request.body, 'cvc') };
      const digits = card.card_number.replace(/[\s-]/g, '');
      if (!cardDetailsSchema.safeParse(card).success || !isLuhnValid(digits) || isCardExpired(card.expiry, new Date())) {
        return cardPage(reply, view, m.invalid, 422);
      }
      const outcome = sandboxCardOutcome(digits);
      if (outcome.status === 'paid') return pay(reply, view);
      if (outcome.status === 'challenge') return challengePage(reply, view);
      return cardPage(reply, view, m.declined, 402);
    });
  });
}

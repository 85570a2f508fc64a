import { DEFAULT_LANG, isLang, type Lang } from '@nougaterie/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language (fr unless English is preferred). */
    lang: Lang;
  }
}

/** Picks the best of the site's languages from an Accept-Language header, by q-value. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...attrs] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const qAttr = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
    const q = qAttr ? Number(qAttr.slice(2)) : 1;
    if (!isLang(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

export function registerLang(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = langFromAcceptLanguage(request.headers['accept-language']);
    reply.header('content-language', request.lang);
    appendVary(reply, 'Accept-Language');
  });
}

function appendVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${field}` : field);
}

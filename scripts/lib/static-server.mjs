// A static HTTP server for one built front end (the shell or a remote), with the cache policy
// that makes redeploying a remote safe: content-hashed files are cached forever, everything a
// deploy may change in place is revalidated on every load (cheap thanks to ETag / 304).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { loadPageCheck } from './routes.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** webpack names chunks and assets `[name].[contenthash:8].ext` (tooling/webpack.cjs). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

/** A path whose last segment has no extension is a client-side route, not a file. */
const looksLikeRoute = (url) => !path.posix.basename(url.split('?')[0]).includes('.');

/**
 * index.html's empty data block of this id, as the shell's build writes it (minified: no quotes;
 * shell/src/config/remotesJson.ts: REMOTES_INLINE_SLOT).
 */
export const dataSlot = (id) => `<script type=application/json id=${id}></script>`;

/**
 * The page with each named data block filled with its document; `<` escaped, so that no value
 * can close the block. A page without the block is left as it is.
 * @param {string} html
 * @param {Record<string, unknown>} blocks
 */
export function fillDataBlocks(html, blocks) {
  let page = html;
  for (const [id, document] of Object.entries(blocks)) {
    const json = JSON.stringify(document).replace(/</g, '\\u003c');
    page = page.replace(dataSlot(id), () => `<script type=application/json id=${id}>${json}</script>`);
  }
  return page;
}

/**
 * @param {object} o
 * @param {string} o.name       label for logs
 * @param {string} o.root       the dist folder to serve
 * @param {number} o.port     0 picks a free port (see the returned url)
 * @param {string} [o.host]
 * @param {boolean | ((pathname: string) => boolean)} [o.spa]  paths without a file extension answer
 *   index.html (the shell): status 200 on a page of the contracts' route table, 404 (the same page,
 *   which shows the error page) elsewhere (routes.mjs); a function given here decides instead
 * @param {boolean} [o.cors]    files may be fetched cross-origin (remotes: the shell reads mf-manifest.json)
 * @param {Record<string, unknown>} [o.json]  extra JSON documents served at these paths, e.g. /remotes.json
 * @param {Record<string, string>} [o.text]  extra plain-text documents served at these paths, e.g. /robots.txt
 * @param {Record<string, string>} [o.proxy]  paths answered with what another URL answers, e.g. /sitemap.xml from the api
 * @param {Record<string, unknown>} [o.inline]  index.html's data blocks (by id) filled with these documents
 *   as it is served, e.g. remotes.json's content (the file on disk stays as built)
 * @param {{ locate: (url: string) => string | null, cacheControl: string }} [o.redirect]  a page's
 *   path and query that answer a 301 to another address, e.g. a renamed product's old page
 * @returns {Promise<{ name: string, url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  name,
  root,
  port,
  host = 'localhost',
  spa = false,
  cors = false,
  json = {},
  text = {},
  proxy = {},
  inline = {},
  redirect,
}) {
  // 'idle' would leave a browser's busy keep-alive sockets open, and a stopped remote must look stopped.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (the default) costs hundreds of ms per chunk on the fly; 5 is close in size.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
  });

  const isPage = typeof spa === 'function' ? spa : spa ? await loadPageCheck() : null;

  // index.html read at each request (a deploy replaces it in place), its data blocks filled. A
  // missing page's 404 carries no validator: it is never answered 304.
  const filled = Object.keys(inline).length > 0;
  const sendPage = async (req, reply, status = 200) => {
    let html;
    try {
      html = fillDataBlocks(await readFile(path.join(root, 'index.html'), 'utf8'), inline);
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8');
    if (status !== 200) return reply.code(status).send(html);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  };
  if (filled) {
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }

  await app.register(fastifyStatic, {
    root,
    index: spa && !filled ? 'index.html' : false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });

  for (const [route, document] of Object.entries(json)) {
    const body = JSON.stringify(document, null, 2);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    app.get(route, async (req, reply) => {
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag).type('application/json');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    });
  }

  for (const [route, body] of Object.entries(text)) {
    app.get(route, async (_req, reply) => reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(body));
  }

  for (const [route, target] of Object.entries(proxy)) {
    app.get(route, async (_req, reply) => {
      const upstream = await fetch(target).catch(() => null);
      if (!upstream?.ok) return reply.code(502).type('text/plain').send('Upstream unavailable');
      return reply
        .header('Cache-Control', REVALIDATE)
        .type(upstream.headers.get('content-type') ?? 'application/octet-stream')
        .send(await upstream.text());
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const location = redirect && (req.method === 'GET' || req.method === 'HEAD') && looksLikeRoute(req.url) ? redirect.locate(req.url) : null;
    if (location) return reply.code(301).header('Location', location).header('Cache-Control', redirect.cacheControl).send();
    if (isPage && (req.method === 'GET' || req.method === 'HEAD') && looksLikeRoute(req.url)) {
      // SPEC §8: a missing page gives 404, with the page all the same, which shows the error page.
      if (!isPage(req.url.split('?')[0])) return sendPage(req, reply, 404);
      return filled ? sendPage(req, reply) : reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return {
    name,
    url: `http://localhost:${app.server.address().port}`,
    close: () => app.close(),
  };
}

import type { FastifyInstance } from 'fastify';

/** 'POST /api/basket/get', as the fuzz specs name a call. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

// Fastify adds HEAD to every GET and the CORS plugin answers OPTIONS on '*': neither is a call of ours.
const IGNORED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Every route the app serves, read from Fastify's own route tree, so that a call added by any
 * module is found without anyone listing it. printRoutes draws a tree: each line is a path piece
 * at a depth (4 columns per level) that continues its parent's path, with its methods in brackets.
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const keys: RouteKey[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (!IGNORED_METHODS.has(method)) keys.push(`${method} ${url}` as RouteKey);
    }
  }
  return keys.sort();
}

/** The tree's own count of method entries, to prove the parser missed none. */
export function countRouteMethods(app: FastifyInstance): number {
  const tree = app.printRoutes({ commonPrefix: false });
  return [...tree.matchAll(/\(([A-Z, ]+)\)$/gm)].flatMap((m) => m[1].split(', ')).filter((method) => !IGNORED_METHODS.has(method)).length;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer every anonymous visitor gets alike, serialised and encoded once. */
export interface PublicAnswer {
  /** UTF-8 JSON: sent as it is, with no encoding nor length to compute per request. */
  readonly body: Buffer;
  /** Strong validator: the hash of the exact bytes of `body`. */
  readonly etag: string;
}

export interface PublicAnswerOptions {
  /**
   * How old the data behind a served answer may be, at most, in ms: the bound within which a
   * write made by another replica (several api processes share one database) shows. 2 s when
   * absent; 0 turns the cache off (every answer is built from the database).
   */
  ttlMs?: number;
  /** The clock, in ms; Date.now when absent (tests pass their own). */
  now?: () => number;
  /** The most bytes of answers kept; DEFAULT_PUBLIC_ANSWER_MAX_BYTES when absent (tests pass less). */
  maxBytes?: number;
}

export interface PublicAnswerCache {
  /**
   * The answer stored under `key`, built by `build` when there is none younger than the TTL.
   * Concurrent callers share one build; a build that fails (a 404, the database down) is not kept.
   */
  get(key: string, build: () => Promise<unknown>): Promise<PublicAnswer>;
  /** Forgets every answer, and every build under way: the next call reads the database. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared answers of the public catalogue calls; invalidate() after writing the catalogue. */
    publicAnswers: PublicAnswerCache;
  }
}

/**
 * Answers are rebuilt ahead from half this age on, so a call asked at least once a second never
 * waits for the database (a load generator pacing 1000 req/s sends its requests in bursts, once a
 * second: with 1 s, each burst found its answer just expired and fifty requests waited for it).
 */
export const DEFAULT_PUBLIC_ANSWER_TTL_MS = 2_000;

/**
 * Keys are only kept for answers that were built: slugs that exist, a few hundred at most, and
 * the searches visitors make. Past this many, the least recently used answer makes room.
 */
const MAX_ENTRIES = 5_000;

/**
 * Searches are typed by anyone: their keys cannot be listed in advance, and the broadest answers
 * hold the whole catalogue (some 40 KB). Past this many bytes of answers, the least recently used
 * answers make room.
 */
export const DEFAULT_PUBLIC_ANSWER_MAX_BYTES = 32 * 1024 * 1024;

interface Stored {
  answer: PublicAnswer;
  /** When the build behind `answer` started: its data was read after this. */
  readAt: number;
}

export function toPublicAnswer(value: unknown): PublicAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createPublicAnswerCache({
  ttlMs = DEFAULT_PUBLIC_ANSWER_TTL_MS,
  now = Date.now,
  maxBytes = DEFAULT_PUBLIC_ANSWER_MAX_BYTES,
}: PublicAnswerOptions = {}): PublicAnswerCache {
  /** Built answers, weighed by their bytes; an answer larger than maxBytes is not kept. */
  const answers = new LRUCache<string, Stored>({
    max: MAX_ENTRIES,
    maxSize: maxBytes,
    sizeCalculation: (stored) => stored.answer.body.length,
  });
  /** The build under way for a key, shared by the callers waiting for it. */
  const building = new Map<string, Promise<PublicAnswer>>();
  /** Moves on at each invalidate(): a build started before it keeps nothing. */
  let generation = 0;

  function build(key: string, builder: () => Promise<unknown>): Promise<PublicAnswer> {
    const readAt = now();
    const startedIn = generation;
    const done = () => {
      if (building.get(key) === pending) building.delete(key);
    };
    const pending = builder().then(
      (value) => {
        const answer = toPublicAnswer(value);
        // Kept only if nothing invalidated the cache meanwhile: this build may have read the
        // catalogue before the write that invalidated it.
        if (startedIn === generation) answers.set(key, { answer, readAt });
        done();
        return answer;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    building.set(key, pending);
    return pending;
  }

  return {
    async get(key, builder) {
      if (ttlMs <= 0) return toPublicAnswer(await builder());
      const stored = answers.get(key);
      const age = stored ? now() - stored.readAt : Infinity;
      if (stored && age < ttlMs) {
        // Refreshed ahead, past half its life, while it is still served: under steady traffic
        // nobody waits for the database, and nothing served is older than the TTL.
        if (age >= ttlMs / 2 && !building.has(key)) build(key, builder).catch(() => undefined);
        return stored.answer;
      }
      return building.get(key) ?? build(key, builder);
    },
    invalidate() {
      answers.clear();
      building.clear();
      generation += 1;
    },
  };
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The same for every visitor and changing with any sale: `no-cache` lets browsers and proxies keep
 * the answer but makes them ask each time, with If-None-Match, which costs a 304 from memory. A
 * `max-age` could not be taken back after a purchase, and a browser would keep showing the
 * anonymous answer (without favourites) after logging in.
 */
export const PUBLIC_CACHE_CONTROL = 'no-cache';

/** Sends a shared answer: 304 when the client holds these bytes already. */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** Gives every route plugin the app's cache (one per app: tests run several apps on several databases). */
export function registerPublicAnswers(app: FastifyInstance, options: PublicAnswerOptions = {}): void {
  app.decorate('publicAnswers', createPublicAnswerCache(options));
}

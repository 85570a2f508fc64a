import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from './paths.js';
import type { S3StorageOptions } from './photos/s3-storage.js';
import { readShopIdentityFile } from './shop-identity/config.js';
import type { Firm } from '@nougaterie/contracts';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimits } from './ratelimit/limits.js';
import { SANDBOX_DEV_WEBHOOK_SECRET } from './payment/hosted/sandbox.js';
import { DEFAULT_PUBLIC_ANSWER_TTL_MS } from './cache/public-answers.js';

const LOCAL_SITE_PORTS = [3000, 3001, 3002, 3003, 3004];
const DEFAULT_CORS_ORIGINS = LOCAL_SITE_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const TTL_UNITS = { s: 1, m: 60, h: 3600, d: 86400 } as const;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 30 * TTL_UNITS.d;

/** A duration in seconds, or with a unit: 3600, 45m, 12h, 30d. */
const durationSchema = z
  .string()
  .regex(/^\d+[smhd]?$/, 'a number of seconds, or a number followed by s, m, h or d')
  .transform((value) => {
    const unit = /[smhd]$/.test(value) ? (value.slice(-1) as keyof typeof TTL_UNITS) : 's';
    return Number.parseInt(value, 10) * TTL_UNITS[unit];
  })
  .pipe(z.number().int().positive());

/** A rate limit as attempts per duration: 10/15m, 5/900, 3/1h. */
const rateLimitSchema = z
  .string()
  .regex(/^\d+\/\d+[smhd]?$/, 'attempts/duration, e.g. 10/15m')
  .transform((value) => value.split('/') as [string, string])
  .pipe(z.tuple([z.string().transform(Number).pipe(z.number().int().positive()), durationSchema]))
  .transform(([max, windowSeconds]) => ({ max, windowSeconds }));

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Which proxies' X-Forwarded-For to believe, so that per-IP limits see the shopper, not the load
 * balancer: 'true' (any), or comma-separated addresses/CIDRs. Unset: none.
 */
const trustProxySchema = z
  .string()
  .regex(/^(true|false|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, "'true', 'false', or addresses/CIDRs separated by commas")
  .transform((value): boolean | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    return value.split(',').map((v) => v.trim());
  });

/**
 * The longest the catalogue answers cache may be set to keep an answer: a write made by another
 * api process (a replica, the seed CLI) shows within this time at most.
 */
export const MAX_CATALOGUE_CACHE_TTL_MS = 60_000;

/** Whole milliseconds, 0 included. */
const catalogueCacheTtlSchema = z
  .string()
  .regex(/^\d+$/, `whole milliseconds, from 0 (no cache) to ${MAX_CATALOGUE_CACHE_TTL_MS}`)
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_CATALOGUE_CACHE_TTL_MS, `at most ${MAX_CATALOGUE_CACHE_TTL_MS} ms (0: no cache)`));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  WIDGET_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  PUBLIC_URL: z.url().optional(),
  ACCESS_TOKEN_TTL: durationSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  OUTBOX_DIR: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PREFIX: z
    .string()
    .regex(/^[\w\-./]*$/, 'letters, digits, - _ . /')
    .default('photos/'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SHELL_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  RATE_LIMIT_LOGIN_IP: rateLimitSchema.optional(),
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimitSchema.optional(),
  RATE_LIMIT_RESET_IP: rateLimitSchema.optional(),
  RATE_LIMIT_RESET_ACCOUNT: rateLimitSchema.optional(),
  RATE_LIMIT_REGISTER_IP: rateLimitSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  SHOP_IDENTITY_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_\w+$/, 'an sk_live_…, sk_test_… or restricted key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'a whsec_… signing secret')
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  CATALOGUE_CACHE_TTL_MS: catalogueCacheTtlSchema.optional(),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL through node-postgres when set; embedded PGlite in dataDir otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  /** Partner sites that embed the booking widget: CORS on the /api/visits/ calls only. */
  widgetOrigins: string[];
  /** The api's own public URL, without trailing slash: absolute media URLs start with it. */
  publicUrl: string;
  logLevel: string;
  /** How long an access token opens a session after login or registration. */
  accessTokenTtlSeconds: number;
  /** Mails go through this SMTP server when set, else into outboxDir as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Product photos' files on disk, unless `s3` is set. */
  mediaDir: string;
  /** Product photos' files in an S3-compatible bucket (S3_BUCKET set). */
  s3: S3StorageOptions | undefined;
  mailFrom: string;
  /** The shop's front end, without trailing slash: links in mails (password reset) point to it. */
  siteUrl: string;
  rateLimits: RateLimits;
  /** Fastify's trustProxy: request.ip comes from X-Forwarded-For only through these proxies. */
  trustProxy: boolean | string[];
  /** NODE_ENV=production: the api refuses to start with a placeholder left in the shop's identity. */
  production: boolean;
  /** The shop's identity from SHOP_IDENTITY_FILE (shop-identity/config.ts), stored at start. */
  shopIdentity: Partial<Firm> | undefined;
  /** Card payments on Stripe Checkout's hosted page: both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set (issue #24). */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** The sandbox's hosted page signs its events with this (the same on every replica); a fixed development secret when unset. */
  sandboxWebhookSecret: string;
  /**
   * Whether the sandbox's hosted page takes the cards when Stripe is not configured: yes in
   * development; in production (NODE_ENV=production) only with PAYMENT_SANDBOX=on (a staging
   * site), else no card payment at all: the sandbox's test cards would "pay" real orders.
   */
  paymentSandbox: boolean;
  /**
   * How long a public catalogue answer (category, product, search... for a visitor) is served from
   * memory, in ms: the most a write made by another process lags behind; 0 builds every answer from
   * the database (src/cache/public-answers.ts).
   */
  catalogueCacheTtlMs: number;
}

export const DEFAULT_MAIL_FROM = 'Nougaterie de Saint-Didier <boutique@nougaterie-saint-didier.fr>';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyAsMissing(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(packageRoot, '.data/pglite')),
    corsOrigins: e.CORS_ORIGINS ? originList(e.CORS_ORIGINS) : DEFAULT_CORS_ORIGINS,
    widgetOrigins: e.WIDGET_ORIGINS ? originList(e.WIDGET_ORIGINS) : [],
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(packageRoot, '.data/outbox')),
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(packageRoot, '.data/media')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          prefix: e.S3_PREFIX,
          // Most S3-compatible services want the bucket in the path; AWS itself, in the host.
          forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? String(Boolean(e.S3_ENDPOINT))) === 'true',
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
        }
      : undefined,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    siteUrl: (e.SHELL_URL ?? e.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ?? false,
    production: e.NODE_ENV === 'production',
    shopIdentity: e.SHOP_IDENTITY_FILE ? readShopIdentityFile(path.resolve(e.SHOP_IDENTITY_FILE)) : undefined,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : undefined,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? SANDBOX_DEV_WEBHOOK_SECRET,
    paymentSandbox: e.PAYMENT_SANDBOX ? e.PAYMENT_SANDBOX === 'on' : e.NODE_ENV !== 'production',
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS ?? DEFAULT_PUBLIC_ANSWER_TTL_MS,
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMIT_ENV).map(([name, variable]) => [name, e[variable] ?? DEFAULT_RATE_LIMITS[name as keyof RateLimits]]),
    ) as unknown as RateLimits,
  };
}

/** Comma-separated origins, as browsers send them: no trailing slash. */
function originList(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** `FOO=` in a shell or compose file means "not set", not "set to nothing". */
function emptyAsMissing(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

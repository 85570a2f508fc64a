import path from 'node:path';
import { loadConfig } from './config.js';
import { packageRoot } from './paths.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', databaseUrl: undefined, publicUrl: 'http://localhost:4000' });
    expect(config.dataDir).toBe(path.join(packageRoot, '.data/pglite'));
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3004');
  });

  it('reads the environment, empty values counting as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: '',
      DATA_DIR: 'tmp/db',
      CORS_ORIGINS: 'https://www.example.fr/, https://pro.example.fr',
      PUBLIC_URL: 'https://api.example.fr/',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: undefined,
      dataDir: path.resolve('tmp/db'),
      corsOrigins: ['https://www.example.fr', 'https://pro.example.fr'],
      publicUrl: 'https://api.example.fr',
    });
  });

  it('reads the partner sites allowed to embed the booking widget, none by default', () => {
    expect(loadConfig({}).widgetOrigins).toEqual([]);
    expect(loadConfig({ WIDGET_ORIGINS: 'https://www.office-tourisme.example/, http://localhost:3200' }).widgetOrigins).toEqual([
      'https://www.office-tourisme.example',
      'http://localhost:3200',
    ]);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('sends mails to the outbox folder unless SMTP_URL is set', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, outboxDir: path.join(packageRoot, '.data/outbox') });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.fr:587', OUTBOX_DIR: 'tmp/out' })).toMatchObject({
      smtpUrl: 'smtp://mail.example.fr:587',
      outboxDir: path.resolve('tmp/out'),
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.fr' })).toThrow(/SMTP_URL/);
  });

  it('keeps product photos in the media folder, api/.data/media unless MEDIA_DIR is set', () => {
    expect(loadConfig({}).mediaDir).toBe(path.join(packageRoot, '.data/media'));
    expect(loadConfig({ MEDIA_DIR: 'tmp/media' }).mediaDir).toBe(path.resolve('tmp/media'));
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('keeps them in an S3-compatible bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ S3_BUCKET: 'nougaterie-photos' }).s3).toEqual({
      bucket: 'nougaterie-photos',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: 'photos/',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_REGION: 'fr-par',
        S3_PREFIX: 'shop/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toMatchObject({
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      prefix: 'shop/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('takes cards on the sandbox page in development, in production only when asked, and on Stripe once both its secrets are set', () => {
    expect(loadConfig({})).toMatchObject({ paymentSandbox: true, stripe: undefined });
    expect(loadConfig({ NODE_ENV: 'production' }).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' }).paymentSandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: 'off' }).paymentSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_def' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_def',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('keeps catalogue answers 2 s by default, CATALOGUE_CACHE_TTL_MS changes it, 0 turns the cache off', () => {
    expect(loadConfig({}).catalogueCacheTtlMs).toBe(2_000);
    expect(loadConfig({ CATALOGUE_CACHE_TTL_MS: '' }).catalogueCacheTtlMs).toBe(2_000);
    expect(loadConfig({ CATALOGUE_CACHE_TTL_MS: '0' }).catalogueCacheTtlMs).toBe(0);
    expect(loadConfig({ CATALOGUE_CACHE_TTL_MS: '500' }).catalogueCacheTtlMs).toBe(500);
    expect(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }).catalogueCacheTtlMs).toBe(60_000);
    for (const bad of ['-1', '1.5', '2s', 'off', '60001']) {
      expect(() => loadConfig({ CATALOGUE_CACHE_TTL_MS: bad })).toThrow(/CATALOGUE_CACHE_TTL_MS/);
    }
  });

  it('refuses a bad port with a readable message', () => {
    expect(() => loadConfig({ PORT: 'quatre' })).toThrow(/PORT/);
  });

  it('reads the access token lifetime in seconds or with a unit, 30 days by default', () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(30 * 86400);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '3600' }).accessTokenTtlSeconds).toBe(3600);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '45m' }).accessTokenTtlSeconds).toBe(2700);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '12h' }).accessTokenTtlSeconds).toBe(43200);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '7d' }).accessTokenTtlSeconds).toBe(604800);
    for (const bad of ['0', '-5', 'forever', '3w']) {
      expect(() => loadConfig({ ACCESS_TOKEN_TTL: bad })).toThrow(/ACCESS_TOKEN_TTL/);
    }
  });

  it('points mail links to SHELL_URL, else SITE_URL, else the local shell', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ SITE_URL: 'https://www.example.fr/' }).siteUrl).toBe('https://www.example.fr');
    expect(loadConfig({ SITE_URL: 'https://www.example.fr', SHELL_URL: 'https://shop.example.fr' }).siteUrl).toBe('https://shop.example.fr');
  });

  it('reads the rate limits as attempts/duration, with defaults for those not set', () => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_LOGIN_IP: '3/1m', RATE_LIMIT_RESET_ACCOUNT: '2/3600', RATE_LIMIT_REGISTER_IP: '20/2h' });
    expect(rateLimits).toEqual({
      loginIp: { max: 3, windowSeconds: 60 },
      loginAccount: { max: 5, windowSeconds: 900 },
      resetIp: { max: 10, windowSeconds: 900 },
      resetAccount: { max: 2, windowSeconds: 3600 },
      registerIp: { max: 20, windowSeconds: 7200 },
    });
    for (const bad of ['10', '0/15m', '10/0', 'dix/15m', '10/15w']) {
      expect(() => loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: bad })).toThrow(/RATE_LIMIT_LOGIN_ACCOUNT/);
    }
  });
});

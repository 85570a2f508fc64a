import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../paths.js';

/**
 * The api's own start (src/server.ts through tsx), on a fresh PGlite folder, in production: it
 * refuses the demonstration firm's placeholders and starts with a configured identity (#23).
 */
interface Run {
  exitCode: number | null;
  output: string;
  healthy: boolean;
}

function start(env: Record<string, string>, dir: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, 'src/server.ts')], {
      cwd: packageRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'db'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
        MEDIA_DIR: path.join(dir, 'media'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let healthy = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    const onData = (data: string) => {
      output += data;
      // Ready: stop it (it would otherwise serve on).
      if (!healthy && output.includes('api serving')) {
        healthy = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, output, healthy });
    });
  });
}

describe('the api start in production', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-identity-start-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses the demonstration identity, naming the fields and how to set them', async () => {
    const run = await start({ NODE_ENV: 'production' }, dir);
    expect(run.healthy).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("the shop's identity still holds placeholders, refused in production; stopping");
    expect(run.output).toMatch(/invented values: capital, phone, phoneDisplay, email, rcs, siret, vat, director, dpoEmail, bank\.iban, bank\.bic/);
    expect(run.output).toContain('SHOP_IDENTITY_FILE');
  }, 160_000);

  it('starts with every placeholder given in SHOP_IDENTITY_FILE', async () => {
    const file = path.join(dir, 'shop.json');
    writeFileSync(
      file,
      JSON.stringify({
        capital: '20 000 €',
        phone: '+33490661234',
        phoneDisplay: '04 90 66 12 34',
        email: 'contact@nougat-test.fr',
        dpoEmail: 'rgpd@nougat-test.fr',
        rcs: 'RCS Avignon 812 345 676',
        siret: '812 345 676 00017',
        vat: 'FR 19 812345676',
        director: 'Jeanne Martin',
        bank: { holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
      }),
    );
    const run = await start({ NODE_ENV: 'production', SHOP_IDENTITY_FILE: file }, dir);
    expect(run.output).not.toContain('placeholders');
    expect(run.healthy).toBe(true);
  }, 160_000);
});

// What the front-end images write from environment when they start (docker/nginx/
// site-entrypoint.sh): the same remotes.json and robots.txt as npm start, a Content-Security-Policy
// built from the same addresses, and a refusal of any value that could break out of them.
// Needs only sh; nginx itself runs in nginx.test.mjs.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { renderSite, tempDir } from './lib/nginx-site.mjs';
import { robotsTxt } from './lib/robots.mjs';
import { loadRouteTable } from './lib/routes.mjs';
import { ROOT, siteConfig } from './lib/site.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function render(kind, env = {}, files = {}) {
  const dir = tempDir('nginx-entrypoint-test-');
  dirs.push(dir);
  const root = path.join(dir, 'html');
  mkdirSync(root, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, name), content);
  const result = renderSite({ kind, dir, root, env });
  const read = (file) => readFileSync(path.join(result.out, file), 'utf8');
  return { ...result, read };
}

function shell(env = {}, files = {}) {
  const result = render('shell', env, files);
  assert.equal(result.status, 0, result.stderr);
  const conf = result.read('site.conf');
  const csp = conf.match(/add_header Content-Security-Policy "([^"]*)" always;/)?.[1];
  assert.ok(csp, 'site.conf sends a Content-Security-Policy');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  return { ...result, conf, csp, directives, remotes: JSON.parse(result.read('public/remotes.json')) };
}

/** The default of the shell's tag-manager loader, read from its source. */
function defaultTagManagerScript() {
  const source = readFileSync(path.join(ROOT, 'shell/src/consent/tagManager.ts'), 'utf8');
  return source.match(/GTM_SCRIPT = '([^']+)'/)[1];
}

describe('remotes.json', () => {
  const cases = {
    'the defaults': {},
    'origins, folders, manifests and trailing slashes': {
      API_URL: 'https://api.nougaterie.example/',
      REMOTE_CATALOG_URL: 'https://catalogue.nougaterie.example/',
      REMOTE_CHECKOUT_URL: 'https://cdn.nougaterie.example/checkout/v42//',
      REMOTE_ACCOUNT_URL: 'https://cdn.nougaterie.example/account/mf-manifest.json',
      REMOTE_VISITS_URL: 'http://localhost:3104',
      REMOTE_BACKOFFICE_URL: 'https://gestion.nougaterie.example/',
    },
    'a tag manager with its own script': { TAG_MANAGER_ID: 'GTM-NOUGAT1', TAG_MANAGER_URL: 'https://tags.nougaterie.example/gtm.js' },
    'a tag manager alone': { TAG_MANAGER_ID: 'GTM-NOUGAT1' },
  };
  for (const [name, env] of Object.entries(cases)) {
    test(`is what npm start serves, for ${name}`, () => {
      assert.deepEqual(shell(env).remotes, siteConfig(env).runtime);
    });
  }

  test('empty variables count as unset, as in compose files', () => {
    const env = { API_URL: '', REMOTE_VISITS_URL: '', TAG_MANAGER_ID: '', TAG_MANAGER_URL: '' };
    assert.deepEqual(shell(env).remotes, siteConfig({}).runtime);
  });
});

test("robots.txt is npm start's, naming the public address of the shop", async () => {
  const routes = await loadRouteTable();
  assert.equal(shell({ SHELL_URL: 'https://www.nougaterie.example/' }).read('public/robots.txt'), robotsTxt('https://www.nougaterie.example', routes));
  assert.equal(shell().read('public/robots.txt'), robotsTxt('http://localhost:3000', routes));
});

describe('the Content-Security-Policy', () => {
  const env = {
    API_URL: 'https://api.nougaterie.example',
    REMOTE_CATALOG_URL: 'https://catalogue.nougaterie.example',
    REMOTE_CHECKOUT_URL: 'https://cdn.nougaterie.example/checkout/',
    REMOTE_ACCOUNT_URL: 'https://cdn.nougaterie.example/account/mf-manifest.json',
    REMOTE_VISITS_URL: 'https://visites.nougaterie.example:8443/',
    REMOTE_BACKOFFICE_URL: 'https://gestion.nougaterie.example',
  };
  const remoteOrigins = [
    'https://catalogue.nougaterie.example',
    'https://cdn.nougaterie.example',
    'https://visites.nougaterie.example:8443',
    'https://gestion.nougaterie.example',
  ];

  test("lets the page run the remotes' scripts and fetch their manifests, images and fonts", () => {
    const { directives } = shell(env);
    for (const directive of ['script-src', 'connect-src', 'img-src', 'font-src']) {
      for (const origin of remoteOrigins) assert.ok(directives[directive].includes(origin), `${directive} allows ${origin}`);
    }
  });

  test('lets the page call the api and show its product images, nothing else', () => {
    const { directives } = shell(env);
    assert.ok(directives['connect-src'].includes('https://api.nougaterie.example'));
    assert.ok(directives['img-src'].includes('https://api.nougaterie.example'));
    assert.ok(!directives['script-src'].includes('https://api.nougaterie.example'));
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'self'"]);
    assert.ok(!directives['script-src'].includes("'unsafe-inline'") && !directives['script-src'].includes("'unsafe-eval'"));
  });

  test("shows the relay map's OpenStreetMap tiles as images, and lets them do nothing else", () => {
    const { directives } = shell(env);
    assert.ok(directives['img-src'].includes('https://tile.openstreetmap.org'));
    for (const directive of ['script-src', 'connect-src', 'style-src']) assert.ok(!directives[directive].includes('https://tile.openstreetmap.org'));
  });

  test('forbids framing the shop unless told otherwise', () => {
    assert.deepEqual(shell(env).directives['frame-ancestors'], ["'none'"]);
    const framed = shell({ ...env, FRAME_ANCESTORS: "'self' https://partenaire.example" });
    assert.deepEqual(framed.directives['frame-ancestors'], ["'self'", 'https://partenaire.example']);
  });

  test('allows the tag manager only when there is one, and the origins its tags need', () => {
    const none = shell(env);
    assert.ok(!none.csp.includes('googletagmanager'));
    const gtm = new URL(defaultTagManagerScript()).origin;
    const withTags = shell({ ...env, TAG_MANAGER_ID: 'GTM-NOUGAT1', CSP_EXTRA_ORIGINS: 'https://*.google-analytics.com https://stats.example' });
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      for (const origin of [gtm, 'https://*.google-analytics.com', 'https://stats.example']) {
        assert.ok(withTags.directives[directive].includes(origin), `${directive} allows ${origin}`);
      }
    }
    const own = shell({ ...env, TAG_MANAGER_ID: 'GTM-NOUGAT1', TAG_MANAGER_URL: 'https://tags.nougaterie.example/gtm.js' });
    assert.ok(own.directives['script-src'].includes('https://tags.nougaterie.example'));
    assert.ok(!own.csp.includes(gtm));
  });

  test("allows index.html's inline script by the hash the build wrote beside it, and no other", () => {
    const hash = "'sha256-jKLZDEIo/nbicElA9pniw26R+QVKgMXKbEHkL46U2pU='";
    const { directives } = shell(env, { 'csp-script-hashes.txt': `${hash}\n` });
    assert.ok(directives['script-src'].includes(hash));
    assert.ok(!directives['script-src'].includes("'unsafe-inline'"));
    assert.ok(!shell(env).directives['script-src'].some((source) => source.startsWith("'sha256-")), 'no file, no hash');
    const forged = render('shell', env, { 'csp-script-hashes.txt': "'unsafe-inline'\n" });
    assert.notEqual(forged.status, 0);
    assert.match(forged.stderr, /csp-script-hashes\.txt/);
  });
});

describe('the sitemap', () => {
  test("is fetched from the api's internal address when given, else its public one", () => {
    assert.match(shell({ API_URL: 'https://api.nougaterie.example' }).conf, /set \$sitemap_upstream "https:\/\/api\.nougaterie\.example\/api\/sitemap\.xml";/);
    const internal = shell({ API_URL: 'https://api.nougaterie.example', API_INTERNAL_URL: 'http://api:4000', NGINX_RESOLVER: '127.0.0.11' });
    assert.match(internal.conf, /set \$sitemap_upstream "http:\/\/api:4000\/api\/sitemap\.xml";/);
  });

  test('a name is resolved through the given or the system nameserver, an address needs none', () => {
    assert.match(shell({ API_INTERNAL_URL: 'http://api:4000', NGINX_RESOLVER: '127.0.0.11' }).conf, /^\s*resolver 127\.0\.0\.11 valid=30s;$/m);
    assert.match(shell({ API_INTERNAL_URL: 'http://api:4000', NGINX_RESOLVER: 'fd00::53' }).conf, /^\s*resolver \[fd00::53\] valid=30s;$/m);
    assert.doesNotMatch(shell({ API_INTERNAL_URL: 'http://127.0.0.1:4000' }).conf, /^\s*resolver /m);
  });
});

test('every placeholder of the templates is filled', () => {
  for (const kind of ['shell', 'remote']) {
    const result = render(kind);
    assert.equal(result.status, 0, result.stderr);
    assert.doesNotMatch(result.read('site.conf'), /\$\{[A-Za-z_]+\}/, kind);
    assert.match(result.read('site.conf'), /^\s*listen 8080;$/m, kind);
  }
});

test('a remote needs no address and writes no remotes.json', () => {
  const result = render('remote', { API_URL: 'not even a URL' });
  assert.equal(result.status, 0, result.stderr);
  assert.throws(() => result.read('public/remotes.json'), /ENOENT/);
  assert.throws(() => result.read('public/visits-widget.json'), /ENOENT/);
});

describe('the remote that ships the booking widget', () => {
  function visits(env) {
    const dir = tempDir('nginx-entrypoint-test-');
    dirs.push(dir);
    const root = path.join(dir, 'html');
    mkdirSync(root);
    writeFileSync(path.join(root, 'visits-widget.js'), '/* the widget */');
    const result = renderSite({ kind: 'remote', dir, root, env });
    return { ...result, read: (file) => readFileSync(path.join(result.out, file), 'utf8') };
  }

  test("writes visits-widget.json beside it, as npm start serves it: the api and the site's links", () => {
    for (const env of [{}, { API_URL: 'https://api.nougaterie.example/', SHELL_URL: 'https://www.nougaterie.example' }]) {
      const result = visits(env);
      assert.equal(result.status, 0, result.stderr);
      const { apiUrl, shellUrl } = siteConfig(env);
      assert.deepEqual(JSON.parse(result.read('public/visits-widget.json')), { apiUrl, siteUrl: shellUrl });
    }
  });

  test('refuses an address that is not a plain URL', () => {
    const result = visits({ API_URL: 'https://api.example/","x":"' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /API_URL/);
  });
});

describe('a value that could break out of JSON, a directive or the header stops the start', () => {
  const bad = {
    API_URL: 'https://api.example/"; add_header X-Evil 1; #',
    SHELL_URL: 'https://shop.example/ $host',
    REMOTE_CATALOG_URL: 'javascript:alert(1)',
    REMOTE_VISITS_URL: 'https://visits.example/?x=1',
    REMOTE_BACKOFFICE_URL: 'https://gestion.example/$uri',
    API_INTERNAL_URL: 'http://api:4000;',
    TAG_MANAGER_ID: 'GTM-1"}',
    TAG_MANAGER_URL: "https://tags.example/'",
    CSP_EXTRA_ORIGINS: "https://ok.example 'unsafe-eval'",
    FRAME_ANCESTORS: '*',
    NGINX_PORT: '80; evil',
  };
  for (const [name, value] of Object.entries(bad)) {
    test(name, () => {
      const env = { [name]: value, ...(name === 'TAG_MANAGER_URL' && { TAG_MANAGER_ID: 'GTM-1' }) };
      const result = render('shell', env);
      assert.notEqual(result.status, 0, `${name}=${value} was accepted`);
      assert.match(result.stderr, new RegExp(name), 'the message names the variable');
      assert.throws(() => result.read('site.conf'), /ENOENT/, 'no site is left half written');
    });
  }

  test('an unknown kind of site', () => {
    const result = render('remote', { SITE_KIND: 'catalog' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /SITE_KIND/);
  });
});

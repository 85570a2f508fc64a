// docker-compose.yml cannot run here (no Docker engine), so everything that can be checked
// without one is: the services, their ports, health checks, volumes and users, the Dockerfiles'
// stages, and every variable and address against what the code reads. The nginx sites the
// front-end images render run for real in nginx.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { parse } from 'yaml';
import { IMAGE_TEMPLATES, renderSite, templateFiles, tempDir } from './lib/nginx-site.mjs';
import { DEFAULT_PORTS, REMOTES, ROOT, remoteUrlEnv, siteConfig } from './lib/site.mjs';

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'));
const services = compose.services;
const FRONT_ENDS = { shell: 'shell', ...REMOTES };
const ENTRYPOINT = read('docker/nginx/site-entrypoint.sh');

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME-default}` (defaults may
 * nest) and `$$`, with the variables a deploy would give (none: the defaults).
 */
function interpolate(value, env = {}) {
  if (typeof value !== 'string') return value;
  let out = '';
  for (let i = 0; i < value.length;) {
    if (value.startsWith('$$', i)) {
      out += '$';
      i += 2;
    } else if (value.startsWith('${', i)) {
      let depth = 0;
      let end = i;
      for (; end < value.length; end++) {
        if (value.startsWith('${', end)) depth++;
        else if (value[end] === '}' && --depth === 0) break;
      }
      const inner = value.slice(i + 2, end);
      const [, name, operator, fallback = ''] = inner.match(/^([A-Za-z_][A-Za-z0-9_]*)(?:(:-|-)([\s\S]*))?$/) ?? [];
      assert.ok(name, `compose interpolation this test understands: \${${inner}}`);
      const given = env[name];
      const useFallback = operator === ':-' ? !given : operator === '-' ? given === undefined : false;
      out += useFallback ? interpolate(fallback, env) : (given ?? '');
      i = end + 1;
    } else {
      out += value[i++];
    }
  }
  return out;
}

/** A service's environment as the containers get it with no deploy variables set. */
const envOf = (service, env = {}) => Object.fromEntries(Object.entries(services[service].environment ?? {}).map(([k, v]) => [k, interpolate(v, env)]));

/** `host:container` of a service's only published port. */
function portsOf(service) {
  assert.equal(services[service].ports?.length, 1, `${service} publishes one port`);
  const [host, container] = String(services[service].ports[0]).split(':').map(Number);
  return { host, container };
}

/** A Dockerfile's stages: base image, name and instructions (continuation lines joined). */
function stagesOf(dockerfile) {
  const stages = [];
  for (const line of read(dockerfile).replace(/\\\n/g, ' ').split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [instruction] = trimmed.split(/\s/, 1);
    const args = trimmed.slice(instruction.length).trim();
    if (instruction.toUpperCase() === 'FROM') {
      const [image, , name] = args.split(/\s+/);
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1).instructions.push({ instruction: instruction.toUpperCase(), args });
    }
  }
  return stages;
}

const argsOf = (stage, instruction) => stage.instructions.filter((i) => i.instruction === instruction).map((i) => i.args);

/** ENV of a stage, as name → value. */
const envOfStage = (stage) => Object.fromEntries(argsOf(stage, 'ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('='))));

/** `COPY` sources of a Dockerfile (not from another stage), with build args left as they are. */
const copySources = (dockerfile) =>
  stagesOf(dockerfile)
    .flatMap((stage) => argsOf(stage, 'COPY'))
    .filter((args) => !args.startsWith('--from='))
    .flatMap((args) => args.split(/\s+/).slice(0, -1));

/** Environment variables the api reads: the keys of the zod schema in api/src/config.ts. */
function apiEnvNames() {
  const source = read('api/src/config.ts');
  const schema = source.match(/envSchema\s*=\s*z\.object\(\{([\s\S]*?)\n\}\)/);
  assert.ok(schema, 'api/src/config.ts declares envSchema = z.object({...})');
  return [...schema[1].matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** A default of site-entrypoint.sh, e.g. `out=${SITE_OUT:-/etc/nginx/site}` → /etc/nginx/site. */
function entrypointDefault(variable) {
  const found = ENTRYPOINT.match(new RegExp(`\\$\\{${variable}:-([^}]+)\\}`));
  assert.ok(found, `site-entrypoint.sh has a default for ${variable}`);
  return found[1];
}

const api = { stages: stagesOf('api/Dockerfile') };
api.runtime = api.stages.at(-1);
const frontend = { stages: stagesOf('docker/frontend.Dockerfile') };
frontend.runtime = frontend.stages.at(-1);

test('one service each for PostgreSQL, the api and every front end', () => {
  assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', ...Object.keys(FRONT_ENDS)].sort());
  for (const [name, service] of Object.entries(services)) {
    assert.equal(service.restart, 'unless-stopped', `${name} comes back after a crash or a reboot`);
  }
});

test('docker compose accepts the file', { skip: spawnSync('docker', ['compose', 'version']).status !== 0 && 'no docker compose plugin here' }, () => {
  const result = spawnSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '-q'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});

describe('postgres', () => {
  test('keeps its data in a declared volume and reports when it is ready', () => {
    const pg = services.postgres;
    assert.match(pg.image, /^postgres:16/);
    const [volume, target] = pg.volumes[0].split(':');
    assert.ok(volume in compose.volumes, `volume ${volume} is declared`);
    assert.equal(target, '/var/lib/postgresql/data');
    assert.match(pg.healthcheck.test.join(' '), /pg_isready/);
  });

  test('is reached by the api only, never published', () => {
    assert.equal(services.postgres.ports, undefined);
  });
});

describe('the api', () => {
  test('is built from api/Dockerfile in stages: the runtime holds no compiler and no sources', () => {
    assert.equal(services.api.build.dockerfile, 'api/Dockerfile');
    assert.ok(api.stages.length >= 2, 'multi-stage');
    const install = argsOf(api.runtime, 'RUN').join('\n');
    assert.match(install, /--omit=dev/);
    assert.deepEqual([...install.matchAll(/ -w ([\w-]+)/g)].map((m) => m[1]).sort(), ['api', 'api', 'shared-contracts', 'shared-contracts']);
    const copied = argsOf(api.runtime, 'COPY').map((args) => args.split(/\s+/).at(-1));
    assert.deepEqual(copied.sort(), ['api/dist', 'api/drizzle', 'shared-contracts/dist']);
    assert.deepEqual(JSON.parse(argsOf(api.runtime, 'CMD')[0]), ['node', 'api/dist/server.js']);
    // Database.prepare migrates first, then runs the start's work (the seed, the mail outbox).
    assert.match(read('api/src/server.ts'), /database\.prepare\(/, 'it migrates at start');
  });

  test('runs as an unprivileged user', () => {
    const user = argsOf(api.runtime, 'USER').at(-1);
    assert.ok(user && !['root', '0'].includes(user), `USER ${user}`);
  });

  test('reports its health through the route that checks the database', () => {
    const healthcheck = argsOf(api.runtime, 'HEALTHCHECK')[0];
    assert.ok(healthcheck, 'HEALTHCHECK');
    const route = healthcheck.match(/'(\/api\/[a-z]+)'/)?.[1];
    assert.equal(route, '/api/health');
    assert.match(read('api/src/routes/health.ts'), new RegExp(`app\\.get\\('${route}'`));
    assert.match(read('api/src/routes/health.ts'), /select 1/, 'the route asks the database');
    assert.match(healthcheck, /process\.env\.PORT/);
  });

  test('listens where compose publishes it, after postgres is ready', () => {
    const port = Number(envOf('api').PORT ?? envOfStage(api.runtime).PORT);
    assert.deepEqual(portsOf('api'), { host: DEFAULT_PORTS.api, container: port });
    assert.deepEqual(argsOf(api.runtime, 'EXPOSE'), [String(port)]);
    assert.equal(services.api.depends_on.postgres.condition, 'service_healthy');
  });

  test('gets only variables it reads, and every one that matters in production', () => {
    const known = apiEnvNames();
    const imageEnv = envOfStage(api.runtime);
    for (const name of [...Object.keys(envOf('api')), ...Object.keys(imageEnv)].filter((n) => n !== 'NODE_ENV')) {
      assert.ok(known.includes(name), `api reads ${name} (it reads ${known.join(', ')})`);
    }
    // Set by compose: without them the api talks to the wrong database, site or browser.
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SHELL_URL', 'CORS_ORIGINS']) {
      assert.ok(envOf('api')[name], `compose sets ${name}`);
    }
    // The rest: given by the image or compose, or their built-in default is right in production.
    const defaultIsRight = {
      HOST: 'all interfaces, inside the container',
      ACCESS_TOKEN_TTL: '30 days',
      SITE_URL: 'SHELL_URL is set',
      RATE_LIMIT_LOGIN_IP: 'api/README.md',
      RATE_LIMIT_LOGIN_ACCOUNT: 'api/README.md',
      RATE_LIMIT_RESET_IP: 'api/README.md',
      RATE_LIMIT_RESET_ACCOUNT: 'api/README.md',
      RATE_LIMIT_REGISTER_IP: 'api/README.md',
    };
    for (const name of known) {
      assert.ok(name in envOf('api') || name in imageEnv || name in defaultIsRight, `${name}: set it in compose or the image, or say why its default is right`);
    }
  });

  test('its database is the postgres service', () => {
    for (const password of [undefined, 'n0ugat-secret']) {
      const given = password ? { POSTGRES_PASSWORD: password } : {};
      const db = new URL(envOf('api', given).DATABASE_URL);
      const pg = envOf('postgres', given);
      assert.equal(db.hostname, 'postgres');
      assert.equal(db.username, pg.POSTGRES_USER);
      assert.equal(db.password, pg.POSTGRES_PASSWORD);
      assert.equal(db.pathname, `/${pg.POSTGRES_DB}`);
    }
  });

  test('keeps its outbox and embedded database in a declared volume it may write', () => {
    const [volume, target] = services.api.volumes[0].split(':');
    assert.ok(volume in compose.volumes);
    const imageEnv = envOfStage(api.runtime);
    for (const name of ['OUTBOX_DIR', 'DATA_DIR']) assert.ok(imageEnv[name].startsWith(`${target}/`), `${name} is in ${target}`);
    assert.match(argsOf(api.runtime, 'RUN').join('\n'), new RegExp(`chown node:node ${target}`));
  });

  test('keeps the product photos (MEDIA_DIR) in a declared volume of their own it may write', () => {
    const imageEnv = envOfStage(api.runtime);
    const mount = services.api.volumes.map((entry) => entry.split(':')).find(([, target]) => target === imageEnv.MEDIA_DIR);
    assert.ok(mount, `a volume is mounted at MEDIA_DIR (${imageEnv.MEDIA_DIR})`);
    assert.ok(mount[0] in compose.volumes, `${mount[0]} is declared`);
    assert.match(argsOf(api.runtime, 'RUN').join('\n'), new RegExp(`mkdir -p ${imageEnv.MEDIA_DIR}.*chown node:node .*${imageEnv.MEDIA_DIR}`));
  });
});

describe('the front ends', () => {
  test('are built in a node stage and served by nginx on alpine', () => {
    assert.ok(frontend.stages.length >= 2, 'multi-stage');
    assert.match(frontend.stages[0].image, /^node:/);
    assert.match(frontend.runtime.image, /^nginx:[\d.]+-alpine$/);
  });

  test('run as an unprivileged user on an unprivileged port', () => {
    const user = argsOf(frontend.runtime, 'USER').at(-1);
    assert.ok(user && !['root', '0'].includes(user), `USER ${user}`);
    const port = Number(envOfStage(frontend.runtime).NGINX_PORT);
    assert.ok(port > 1024);
    assert.deepEqual(argsOf(frontend.runtime, 'EXPOSE'), [String(port)]);
    assert.equal(Number(entrypointDefault('NGINX_PORT')), port);
    for (const kind of ['shell', 'remote']) {
      assert.deepEqual(
        read(`docker/nginx/${kind}.conf`)
          .match(/^\s*listen .*$/gm)
          .map((l) => l.trim()),
        ['listen ${NGINX_PORT};'],
        kind,
      );
    }
  });

  test('each is its own origin on its usual port, built from its own package', () => {
    const containerPort = Number(envOfStage(frontend.runtime).NGINX_PORT);
    for (const [name, dir] of Object.entries(FRONT_ENDS)) {
      const service = services[name];
      assert.deepEqual(portsOf(name), { host: DEFAULT_PORTS[name], container: containerPort }, name);
      assert.equal(service.build.dockerfile, 'docker/frontend.Dockerfile', name);
      assert.equal(service.build.args.PKG, dir, name);
      assert.ok(existsSync(path.join(ROOT, dir, 'package.json')), `${dir} exists`);
      assert.equal(service.build.args.SITE ?? 'remote', name === 'shell' ? 'shell' : 'remote', name);
    }
    const siteArg = (stage) => argsOf(stage, 'ARG').find((a) => a.startsWith('SITE='));
    assert.equal(siteArg(frontend.runtime), 'SITE=remote', 'a remote unless told otherwise');
    assert.equal(siteArg(frontend.stages[0]), 'SITE=remote');
  });

  test('report their health on the port nginx listens on', () => {
    const healthcheck = argsOf(frontend.runtime, 'HEALTHCHECK')[0];
    assert.match(healthcheck, /http:\/\/127\.0\.0\.1:\$\{NGINX_PORT\}\/healthz/);
    for (const kind of ['shell', 'remote']) assert.match(read(`docker/nginx/${kind}.conf`), /location = \/healthz \{/, kind);
  });

  test('render their site at start with the entrypoint, where nginx is told to look', () => {
    const copies = argsOf(frontend.runtime, 'COPY').map((args) => args.split(/\s+/));
    const hook = copies.find((c) => c[0] === 'docker/nginx/site-entrypoint.sh');
    assert.match(hook.at(-1), /^\/docker-entrypoint\.d\/\d+-[\w-]+\.sh$/, 'the nginx image runs it before nginx');
    assert.match(argsOf(frontend.runtime, 'RUN').join('\n'), new RegExp(`chmod 755 ${hook.at(-1)}`));

    assert.equal(IMAGE_TEMPLATES, `${entrypointDefault('SITE_TEMPLATES')}/`);
    const templates = copies.find((c) => !c[0].startsWith('--from') && c.at(-1) === IMAGE_TEMPLATES);
    assert.deepEqual(
      templates.slice(0, -1),
      templateFiles('${SITE}').map((f) => `docker/nginx/${f}`),
    );
    assert.ok(
      copies.some((c) => c[0] === '--from=build' && c.at(-1) === IMAGE_TEMPLATES),
      'robots.txt template from the build stage',
    );
    assert.match(argsOf(frontend.stages[0], 'RUN').join('\n'), /node docker\/nginx\/robots-template\.mjs > \/site-templates\/robots\.txt/);

    const site = copies.find((c) => c[0] === '--from=build' && c[1] === '/site');
    assert.equal(site.at(-1), entrypointDefault('SITE_ROOT'));

    const out = entrypointDefault('SITE_OUT');
    assert.deepEqual(JSON.parse(argsOf(frontend.runtime, 'CMD')[0]), ['nginx', '-p', `${out}/`, '-c', `${out}/nginx.conf`, '-g', 'daemon off;']);
    assert.match(argsOf(frontend.runtime, 'RUN').join('\n'), new RegExp(`chown nginx:nginx ${out}`), 'the nginx user may write it');
  });
});

describe("the shell's variables", () => {
  const dirs = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('are read by the entrypoint, and cover what npm start reads for remotes.json', () => {
    const readByImage = new Set([...ENTRYPOINT.matchAll(/\$\{([A-Z_]+)(?::-[^}]*)?\}/g)].map((m) => m[1]));
    for (const name of Object.keys(envOf('shell'))) assert.ok(readByImage.has(name), `the image reads ${name}`);
    const runtime = ['SHELL_URL', 'API_URL', 'TAG_MANAGER_ID', 'TAG_MANAGER_URL', ...Object.keys(REMOTES).map(remoteUrlEnv)];
    const site = read('scripts/lib/site.mjs');
    for (const name of runtime) {
      assert.ok(site.includes(`env.${name}`) || name.startsWith('REMOTE_'), `npm start reads ${name}`);
      assert.ok(name in envOf('shell'), `compose passes ${name} to the shell`);
    }
  });

  test('make the remotes.json npm start would serve, with the remotes the shell knows', () => {
    for (const given of [{}, { SHELL_URL: 'https://www.nougaterie.example', API_URL: 'https://api.nougaterie.example', TAG_MANAGER_ID: 'GTM-NOUGAT1' }]) {
      const env = envOf('shell', given);
      const dir = tempDir('compose-shell-');
      dirs.push(dir);
      const rendered = renderSite({ kind: 'shell', dir, root: '/usr/share/nginx/html', env: { ...env, NGINX_RESOLVER: '127.0.0.11' } });
      assert.equal(rendered.status, 0, rendered.stderr);
      const runtime = JSON.parse(readFileSync(path.join(rendered.out, 'public/remotes.json'), 'utf8'));
      assert.deepEqual(runtime, siteConfig(env).runtime);
      const shellKnows = read('shared-contracts/src/remote.ts')
        .match(/REMOTE_NAMES = \[([^\]]*)\]/)[1]
        .match(/'[a-z]+'/g)
        .map((s) => s.slice(1, -1));
      assert.deepEqual(Object.keys(runtime.remotes).sort(), [...shellKnows].sort());
    }
  });

  test('send the browser where compose publishes the api and the remotes', () => {
    const shell = envOf('shell');
    assert.equal(new URL(shell.SHELL_URL).port, String(portsOf('shell').host));
    assert.equal(new URL(shell.API_URL).port, String(portsOf('api').host));
    for (const name of Object.keys(REMOTES)) {
      assert.equal(new URL(shell[remoteUrlEnv(name)]).port, String(portsOf(name).host), name);
    }
  });

  test('agree with the api on the public addresses, whatever the deploy sets', () => {
    for (const given of [{}, { SHELL_URL: 'https://www.nougaterie.example', API_URL: 'https://api.nougaterie.example' }]) {
      const shell = envOf('shell', given);
      const apiEnv = envOf('api', given);
      assert.equal(apiEnv.PUBLIC_URL, shell.API_URL);
      assert.equal(apiEnv.SHELL_URL, shell.SHELL_URL);
      assert.ok(apiEnv.CORS_ORIGINS.split(',').includes(shell.SHELL_URL), 'the api lets the shell in');
    }
  });

  test("are the visits remote's too, for its booking widget's settings", () => {
    for (const given of [{}, { SHELL_URL: 'https://www.nougaterie.example', API_URL: 'https://api.nougaterie.example' }]) {
      const { API_URL, SHELL_URL } = envOf('shell', given);
      assert.deepEqual(envOf('visits', given), { API_URL, SHELL_URL });
    }
    for (const name of ['catalog', 'checkout', 'account', 'backoffice']) assert.equal(services[name].environment, undefined, name);
  });

  test("fetch the sitemap from the api service's own port", () => {
    const internal = new URL(envOf('shell').API_INTERNAL_URL);
    assert.equal(internal.hostname, 'api');
    assert.equal(Number(internal.port), portsOf('api').container);
  });
});

test('the Dockerfiles copy files that exist, and every workspace manifest npm ci needs', () => {
  const workspaces = JSON.parse(read('package.json')).workspaces;
  for (const dockerfile of ['api/Dockerfile', 'docker/frontend.Dockerfile']) {
    const sources = copySources(dockerfile);
    for (const source of sources.filter((s) => !s.includes('$'))) {
      assert.ok(existsSync(path.join(ROOT, source)), `${dockerfile}: ${source} exists`);
    }
    for (const ws of workspaces) {
      assert.ok(sources.includes(`${ws}/package.json`), `${dockerfile} copies ${ws}/package.json before npm ci`);
    }
  }
  for (const kind of ['shell', 'remote']) assert.ok(existsSync(path.join(ROOT, `docker/nginx/${kind}.conf`)));
});

test('the build context leaves out installs, builds and local data', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const pattern of ['**/node_modules', '**/dist', '**/.data']) assert.ok(ignored.includes(pattern), pattern);
});

// docker-compose.yml cannot run here (no Docker engine), so check what can be checked: the
// services and their ports, and that every name it relies on exists in the code or the repo.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { DEFAULT_PORTS, REMOTES, ROOT, remoteUrlEnv } from './lib/site.mjs';

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'));
const services = compose.services;
const FRONT_ENDS = { shell: 'shell', ...REMOTES };

/** Environment variables the api reads: the keys of the zod schema in api/src/config.ts. */
function apiEnvNames() {
  const source = read('api/src/config.ts');
  const schema = source.match(/envSchema\s*=\s*z\.object\(\{([\s\S]*?)\n\}\)/);
  assert.ok(schema, 'api/src/config.ts declares envSchema = z.object({...})');
  return [...schema[1].matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** `COPY` sources of a Dockerfile (not from another stage), with build args left as they are. */
function copySources(dockerfile) {
  return read(dockerfile)
    .split('\n')
    .filter((line) => /^COPY\s/.test(line) && !/--from=/.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(1, -1));
}

test('one service each for PostgreSQL, the api and every front end', () => {
  assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', ...Object.keys(FRONT_ENDS)].sort());
});

test('postgres keeps its data in a volume and reports when healthy', () => {
  const pg = services.postgres;
  assert.match(pg.image, /^postgres:16/);
  const volume = pg.volumes[0].split(':')[0];
  assert.ok(volume in compose.volumes, `volume ${volume} is declared`);
  assert.ok(pg.healthcheck?.test, 'has a healthcheck');
});

test('the api is built from api/Dockerfile, on 4000, after postgres is healthy', () => {
  const api = services.api;
  assert.equal(api.build.dockerfile, 'api/Dockerfile');
  assert.ok(existsSync(path.join(ROOT, api.build.context, api.build.dockerfile)));
  assert.deepEqual(api.ports, [`${DEFAULT_PORTS.api}:${api.environment.PORT}`]);
  assert.equal(api.depends_on.postgres.condition, 'service_healthy');
});

test('the api gets only variables it reads, and its database is the postgres service', () => {
  const known = apiEnvNames();
  for (const name of Object.keys(services.api.environment)) {
    assert.ok(known.includes(name), `api reads ${name} (it reads ${known.join(', ')})`);
  }
  const db = new URL(services.api.environment.DATABASE_URL);
  const pg = services.postgres.environment;
  assert.equal(db.hostname, 'postgres');
  assert.equal(db.username, pg.POSTGRES_USER);
  assert.equal(db.password, pg.POSTGRES_PASSWORD);
  assert.equal(db.pathname, `/${pg.POSTGRES_DB}`);
});

test('each front end is its own origin on its usual port, built from its own package', () => {
  for (const [name, dir] of Object.entries(FRONT_ENDS)) {
    const service = services[name];
    assert.deepEqual(service.ports, [`${DEFAULT_PORTS[name]}:80`], name);
    assert.equal(service.build.args.PKG, dir, name);
    assert.ok(existsSync(path.join(ROOT, dir, 'package.json')), `${dir} exists`);
    assert.ok(existsSync(path.join(ROOT, service.build.context, service.build.dockerfile)), name);
    const conf = service.build.args.NGINX_CONF ?? 'remote.conf';
    assert.ok(existsSync(path.join(ROOT, 'docker/nginx', conf)), conf);
  }
  assert.equal(services.shell.build.args.NGINX_CONF, 'shell.conf');
});

test("the shell's remotes.json variables are the ones start/serve and the image read", () => {
  const expected = ['API_URL', ...Object.keys(REMOTES).map(remoteUrlEnv)].sort();
  assert.deepEqual(Object.keys(services.shell.environment).sort(), expected);
  const script = read('docker/nginx/40-remotes-json.sh');
  const readByImage = [...new Set([...script.matchAll(/\$\{([A-Z_]+):-/g)].map((m) => m[1]))].sort();
  assert.deepEqual(readByImage, expected);
});

test('the browser reaches the api and the remotes where compose publishes them', () => {
  const env = services.shell.environment;
  assert.equal(new URL(env.API_URL).port, services.api.ports[0].split(':')[0]);
  for (const name of Object.keys(REMOTES)) {
    assert.equal(new URL(env[remoteUrlEnv(name)]).port, services[name].ports[0].split(':')[0], name);
  }
  const shellOrigin = `http://localhost:${services.shell.ports[0].split(':')[0]}`;
  assert.ok(services.api.environment.CORS_ORIGINS.split(',').includes(shellOrigin), 'the api lets the shell in');
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
});

import { createPublicAnswerCache, etagMatches, toPublicAnswer } from './public-answers.js';

/** A build the test finishes by hand, counting how often the cache asked for one. */
function deferredBuilds() {
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const build = () =>
    new Promise<unknown>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { build, pending };
}

const bodyOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString('utf8')) as unknown;

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the shared answer cache', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('serialises once and serves the same bytes and entity tag until the TTL', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    let builds = 0;
    const build = async () => ({ n: ++builds, name: 'Nougat « noir »' });
    const first = await cache.get('k', build);
    expect(first).toEqual(toPublicAnswer({ n: 1, name: 'Nougat « noir »' }));
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    clock += 499;
    expect(await cache.get('k', build)).toBe(first);
    expect(builds).toBe(1);
  });

  it('never serves an answer built from data read a TTL ago or more', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    let version = 1;
    const build = async () => ({ version });
    await cache.get('k', build);
    version = 2; // another replica wrote the catalogue
    clock += 999;
    expect(bodyOf(await cache.get('k', build))).toEqual({ version: 1 });
    clock += 1;
    expect(bodyOf(await cache.get('k', build))).toEqual({ version: 2 });
  });

  it('refreshes ahead past half the TTL while still serving the answer it has', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    const { build, pending } = deferredBuilds();
    const started = cache.get('k', build);
    pending[0].resolve({ version: 1 });
    const first = await started;

    clock += 600;
    expect(await cache.get('k', build)).toBe(first); // served at once, a refresh started
    expect(pending).toHaveLength(2);
    expect(await cache.get('k', build)).toBe(first); // one refresh at a time
    expect(pending).toHaveLength(2);
    pending[1].resolve({ version: 2 });
    await settle();
    const refreshed = await cache.get('k', build);
    expect(bodyOf(refreshed)).toEqual({ version: 2 });
    // Its age counts from when the refresh started reading: 1000 ms after that, it is gone.
    clock += 999;
    expect(await cache.get('k', build)).toBe(refreshed);
    clock += 1;
    const waiting = cache.get('k', build);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    pending[pending.length - 1].resolve({ version: 3 });
    expect(bodyOf(await waiting)).toEqual({ version: 3 });
  });

  it('gives concurrent callers one build', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    const { build, pending } = deferredBuilds();
    const answers = Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(pending).toHaveLength(1);
    pending[0].resolve({ ok: true });
    const [a, b, c] = await answers;
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('keeps nothing from a failed build: the next call builds again', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('no such category');
    };
    await expect(cache.get('k', failing)).rejects.toThrow('no such category');
    await expect(cache.get('k', failing)).rejects.toThrow('no such category');
    expect(calls).toBe(2);
    expect(bodyOf(await cache.get('k', async () => ({ found: true })))).toEqual({ found: true });
  });

  it('keeps the answer it has when a refresh ahead fails, until the TTL', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    const first = await cache.get('k', async () => ({ version: 1 }));
    clock += 600;
    const down = async () => {
      throw new Error('database down');
    };
    expect(await cache.get('k', down)).toBe(first);
    await settle();
    expect(await cache.get('k', down)).toBe(first);
    clock += 400;
    await expect(cache.get('k', down)).rejects.toThrow('database down');
  });

  it('forgets everything on invalidate, including a build that read before the write', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    const first = await cache.get('k', async () => ({ stock: 2 }));
    const { build, pending } = deferredBuilds();
    clock += 600;
    expect(await cache.get('k', build)).toBe(first); // a refresh is reading, stock still 2
    cache.invalidate(); // a purchase took the stock
    const fresh = cache.get('k', async () => ({ stock: 0 }));
    expect(bodyOf(await fresh)).toEqual({ stock: 0 });
    pending[0].resolve({ stock: 2 }); // the refresh ends late: its answer is not kept
    await settle();
    expect(bodyOf(await cache.get('k', build))).toEqual({ stock: 0 });
  });

  it('keeps keys apart', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now });
    await cache.get('category/nougats|fr', async () => ({ name: 'Nougats' }));
    await cache.get('category/miels|fr', async () => ({ name: 'Miels' }));
    expect(bodyOf(await cache.get('category/nougats|fr', async () => ({ name: 'x' })))).toEqual({ name: 'Nougats' });
  });

  it('keeps no more bytes than it may: the least recently used answer makes room, not all (searches are typed by anyone)', async () => {
    // Each answer is 100 bytes of JSON; three fit, the fourth is one too many.
    const cache = createPublicAnswerCache({ ttlMs: 1000, now, maxBytes: 300 });
    const builds: string[] = [];
    const answer = (key: string) => async () => {
      builds.push(key);
      return { text: key.padEnd(100 - '{"text":""}'.length, '.') };
    };
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) expect((await cache.get(key, answer(key))).body.length).toBe(100);
    expect(builds).toEqual(['a', 'b', 'c']);
    // A rebuilt answer replaces its bytes rather than adding to them.
    clock += 1000;
    for (const key of ['a', 'b', 'c']) await cache.get(key, answer(key));
    clock += 1;
    for (const key of ['a', 'b', 'c']) await cache.get(key, answer(key));
    expect(builds).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    // 'a' served again: 'b' is now the least recently used, and the only one 'd' pushes out.
    await cache.get('a', answer('a'));
    await cache.get('d', answer('d'));
    for (const key of ['a', 'c', 'd']) await cache.get(key, answer(key));
    expect(builds).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'd']);
    await cache.get('b', answer('b'));
    expect(builds).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'd', 'b']);
  });

  it('serves an answer larger than its whole bound without keeping it, nor dropping the others', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 1000, now, maxBytes: 300 });
    let builds = 0;
    const small = await cache.get('small', async () => ({ n: ++builds }));
    const huge = async () => ({ text: 'x'.repeat(400), n: ++builds });
    expect(bodyOf(await cache.get('huge', huge))).toEqual({ text: 'x'.repeat(400), n: 2 });
    expect(bodyOf(await cache.get('huge', huge))).toEqual({ text: 'x'.repeat(400), n: 3 });
    expect(await cache.get('small', async () => ({ n: ++builds }))).toBe(small);
  });

  it('keeps at most 5,000 answers: the oldest one used makes room for the next', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 60_000, now });
    const built = new Set<string>();
    const answer = (key: string) => async () => {
      built.add(key);
      return { key };
    };
    for (let i = 0; i <= 5_000; i += 1) await cache.get(`search/${i}`, answer(`search/${i}`));
    built.clear();
    for (let i = 1; i <= 5_000; i += 1) await cache.get(`search/${i}`, answer(`search/${i}`));
    expect(built.size).toBe(0);
    await cache.get('search/0', answer('search/0'));
    expect([...built]).toEqual(['search/0']);
  });

  it('builds every time with a TTL of 0', async () => {
    const cache = createPublicAnswerCache({ ttlMs: 0, now });
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get('k', build);
    await cache.get('k', build);
    expect(builds).toBe(2);
  });
});

describe('If-None-Match', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%s matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

import { loadRuntimeConfig } from './runtime';
import { fetchRemotesJson, forgetRemotesJson } from './remotesJson';

const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

describe('remotes.json', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    forgetRemotesJson();
    fetchMock = jest.fn(async () => answer({ apiUrl: 'http://api.test', remotes: { catalog: 'http://cat.test/mf-manifest.json' } }));
    global.fetch = fetchMock;
  });

  it('is downloaded once: what index.ts starts early, bootstrap reads without asking again', async () => {
    void fetchRemotesJson();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    const config = await loadRuntimeConfig();
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(config.apiUrl).toBe('http://api.test');
    expect(config.remotes.catalog).toBe('http://cat.test/mf-manifest.json');
    expect(config.remotes.checkout).toBe('');
  });

  it('without it, the frame still renders: api on this origin, every remote empty', async () => {
    fetchMock.mockResolvedValue(answer({}, 404));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig();
    expect(config.apiUrl).toBe(window.location.origin);
    expect(Object.values(config.remotes).every((url) => url === '')).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('Runtime configuration unavailable', expect.any(Error));
    consoleError.mockRestore();
  });
});

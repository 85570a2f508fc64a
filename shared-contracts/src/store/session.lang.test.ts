import { firstValueFrom } from 'rxjs';
import { LANG_STORAGE_KEY } from './lang.js';
import { createSessionStore } from './session.js';
import { fakeApi } from '../test/fake-api.js';
import { memoryStorage, setupStore } from '../test/store-setup.js';

describe('initial language', () => {
  it('is French by default', () => {
    expect(setupStore().store.get().lang).toBe('fr');
  });

  it('is the saved one when valid', () => {
    const { store } = setupStore({ storage: memoryStorage({ [LANG_STORAGE_KEY]: 'en' }) });
    expect(store.get().lang).toBe('en');
  });

  it('ignores a saved unknown language', () => {
    const { store } = setupStore({ storage: memoryStorage({ [LANG_STORAGE_KEY]: 'de' }) });
    expect(store.get().lang).toBe('fr');
  });

  it('prefers the language the shell gives', () => {
    const { store } = setupStore({ initialLang: 'fr', storage: memoryStorage({ [LANG_STORAGE_KEY]: 'en' }) });
    expect(store.get().lang).toBe('fr');
  });
});

describe('setLang', () => {
  it('persists a known language under "lang" and emits it on lang$', async () => {
    const { store, storage } = setupStore();
    const seen: string[] = [];
    store.lang$.subscribe((lang) => seen.push(lang));
    store.setLang('en');
    expect(seen).toEqual(['fr', 'en']);
    expect(storage.setItem).toHaveBeenCalledWith('lang', 'en');
    await expect(firstValueFrom(store.lang$)).resolves.toBe('en');
  });

  it('does not emit again for the language already set', () => {
    const { store } = setupStore();
    const seen: string[] = [];
    store.lang$.subscribe((lang) => seen.push(lang));
    store.setLang('fr');
    expect(seen).toEqual(['fr']);
  });

  it('logs a console error for an unknown language and changes nothing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const store = createSessionStore({ api: fakeApi(), storage });
    const seen: string[] = [];
    store.lang$.subscribe((lang) => seen.push(lang));

    store.setLang('de');

    expect(error).toHaveBeenCalledWith(expect.stringContaining('"de"'));
    expect(store.get().lang).toBe('fr');
    expect(seen).toEqual(['fr']);
    expect(storage.setItem).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('still switches when the storage refuses to save', () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { store, logger } = setupStore({ storage });
    store.setLang('en');
    expect(store.get().lang).toBe('en');
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('streams', () => {
  it('replay the latest value to late subscribers', async () => {
    const { store } = setupStore();
    await store.start();
    store.setLang('en');
    const state = await firstValueFrom(store.state$);
    expect(state.lang).toBe('en');
    await expect(firstValueFrom(store.settings$)).resolves.toEqual(state.settings);
    await expect(firstValueFrom(store.meaProducts$)).resolves.toEqual(state.meaProducts);
    await expect(firstValueFrom(store.basket$)).resolves.toEqual(state.basket);
    await expect(firstValueFrom(store.user$)).resolves.toBeNull();
    await expect(firstValueFrom(store.online$)).resolves.toBe(true);
  });

  it('are the same objects on every read, so hooks do not resubscribe', () => {
    const { store } = setupStore();
    expect(store.basket$).toBe(store.basket$);
  });
});

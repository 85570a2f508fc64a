import type { Lang } from '@nougaterie/contracts';
import { act, render, screen } from '@testing-library/react';
import i18next, { createInstance } from 'i18next';
import { Component, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initTestI18n } from './testing/i18n.js';
import { loadTexts, registerTexts, useTexts, type Texts } from './texts.js';

/** A loader whose download finishes when the test says so. */
function download(texts: Texts) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<{ default: Texts }>((resolve, reject) => {
    finish = () => resolve({ default: texts });
    fail = reject;
  });
  const load = jest.fn(() => done);
  return { load, finish: () => act(async () => finish()), fail: (error: Error) => act(async () => fail(error)) };
}

/** Both languages of a namespace, each downloaded on demand. */
function texts(hello: Record<Lang, string>) {
  const fr = download({ hello: hello.fr });
  const en = download({ hello: hello.en });
  return { fr, en, loaders: { fr: fr.load, en: en.load } };
}

let count = 0;
/** A namespace of its own for each test: the registry lives as long as the test file. */
const freshNs = () => `demo-${++count}`;

function Hello({ ns, lang }: { ns: string; lang?: Lang }) {
  const { t } = useTexts(ns, lang);
  return <p>{t('hello')}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const page = (ui: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
  </Boundary>
);

describe('texts loaded on demand', () => {
  beforeEach(() => initTestI18n('fr'));

  it('downloads only the asked language, once however many ask', async () => {
    const ns = freshNs();
    const { fr, en, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    registerTexts(ns, loaders);
    const first = loadTexts(ns, 'fr');
    const second = loadTexts(ns, 'fr');
    await fr.finish();
    await Promise.all([first, second]);
    expect(i18next.getFixedT('fr', ns)('hello')).toBe('Bonjour');
    expect(fr.load).toHaveBeenCalledTimes(1);
    expect(en.load).not.toHaveBeenCalled();
  });

  it('starts downloading a namespace in the current language as soon as it is registered', async () => {
    const ns = freshNs();
    const { fr, en, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    await act(() => i18next.changeLanguage('en'));
    registerTexts(ns, loaders);
    expect(en.load).toHaveBeenCalledTimes(1);
    expect(fr.load).not.toHaveBeenCalled();
  });

  it('keeps the first registration of a namespace', async () => {
    const ns = freshNs();
    const first = texts({ fr: 'un', en: 'one' });
    const second = texts({ fr: 'deux', en: 'two' });
    registerTexts(ns, first.loaders);
    registerTexts(ns, second.loaders);
    const loading = loadTexts(ns, 'fr');
    await first.fr.finish();
    await loading;
    expect(i18next.getFixedT('fr', ns)('k')).toBe('k');
    expect(i18next.getFixedT('fr', ns)('hello')).toBe('un');
    expect(second.fr.load).not.toHaveBeenCalled();
  });

  it('shows the placeholder of the nearest Suspense until the first texts arrive, never a key', async () => {
    const ns = freshNs();
    const { fr, en, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    registerTexts(ns, loaders);
    render(page(<Hello ns={ns} />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('hello')).not.toBeInTheDocument();
    await fr.finish();
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(en.load).not.toHaveBeenCalled();
  });

  it('on a switch, keeps the language shown until the other one has arrived, then shows it', async () => {
    const ns = freshNs();
    const { fr, en, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    registerTexts(ns, loaders);
    const loading = loadTexts(ns, 'fr');
    await fr.finish();
    await loading;
    const { rerender } = render(page(<Hello ns={ns} lang="fr" />));
    expect(screen.getByText('Bonjour')).toBeInTheDocument();

    rerender(page(<Hello ns={ns} lang="en" />));
    expect(en.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await en.finish();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('loads for a language switch the namespaces asked so far, not those only registered', async () => {
    // A page of its own: a registry and an i18next that have not started yet.
    let page!: { texts: typeof import('./texts.js'); i18n: typeof i18next };
    await jest.isolateModulesAsync(async () => {
      page = { texts: await import('./texts.js'), i18n: (await import('i18next')).default };
    });
    const shown = texts({ fr: 'Bonjour', en: 'Hello' });
    const unused = texts({ fr: 'Salut', en: 'Hi' });
    page.texts.registerTexts('shown', shown.loaders);
    page.texts.registerTexts('unused', unused.loaders);
    void page.i18n.init({ lng: 'fr', resources: {}, initAsync: false });
    const loading = page.texts.loadTexts('shown', 'fr', page.i18n);
    await shown.fr.finish();
    await loading;

    const switching = page.texts.loadLanguage('en', page.i18n);
    await shown.en.finish();
    await switching;
    expect(page.i18n.getFixedT('en', 'shown')('hello')).toBe('Hello');
    expect(unused.fr.load).not.toHaveBeenCalled();
    expect(unused.en.load).not.toHaveBeenCalled();
  });

  it('hands a failed first download to the error boundary, and downloads again when asked again', async () => {
    const ns = freshNs();
    const { fr, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerTexts(ns, loaders);
    render(page(<Hello ns={ns} />));
    await fr.fail(new Error('ChunkLoadError'));
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(fr.load).toHaveBeenCalledTimes(1);

    const again = loadTexts(ns, 'fr');
    expect(fr.load).toHaveBeenCalledTimes(2);
    await again.catch(() => undefined);
    error.mockRestore();
  });

  it('uses an i18next instance given its texts up front as it is (the visits widget)', () => {
    const ns = freshNs();
    const { fr, en, loaders } = texts({ fr: 'Bonjour', en: 'Hello' });
    registerTexts(ns, loaders);
    fr.load.mockClear(); // the site's instance starts on its language at registration
    const own = createInstance({ resources: { en: { [ns]: { hello: 'Hello there' } } }, lng: 'en', initAsync: false });
    void own.init();
    render(<I18nextProvider i18n={own}>{page(<Hello ns={ns} lang="en" />)}</I18nextProvider>);
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(fr.load).not.toHaveBeenCalled();
    expect(en.load).not.toHaveBeenCalled();
  });
});

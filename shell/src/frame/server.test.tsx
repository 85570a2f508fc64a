/** @jest-environment node */
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { FRAME_PATH } from './Frame';
import { routePattern } from './frameScript';
import { prerenderFrame } from './server';

describe('the prerendered frame', () => {
  const frame = prerenderFrame();
  const frameOf = (lang: string) => frame.root.split('<div data-frame=').find((part) => part.startsWith(`"${lang}"`)) ?? '';

  it('holds one frame per language, each with the header, the placeholder and the first-visit banner', () => {
    for (const [lang, texts] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const html = frameOf(lang);
      expect(html).toContain('<header');
      expect(html).toContain(`placeholder="${texts.search.placeholder}"`);
      expect(html).toContain('data-testid="remote-loading"');
      expect(html).toContain(texts.consent.title);
      expect(html).toContain('href="/boutique"');
    }
  });

  it('shows no menu link as the current page, whatever page the visitor opens', () => {
    expect(frame.root).not.toContain('aria-current');
    expect(frame.root).not.toContain(FRAME_PATH);
  });

  it("gives the components' styles as plain <style>s, which styled-components in the browser does not adopt", () => {
    expect(frame.styles).toContain('<style data-frame-styles>');
    expect(frame.styles).not.toMatch(/<style[^>]*data-styled/);
    const classes = [...frame.root.matchAll(/class="sc-[\w-]+ ([\w-]+)"/g)].map(([, name]) => name);
    expect(classes.length).toBeGreaterThan(20);
    for (const name of classes) expect(frame.styles).toContain(`.${name}`);
  });
});

describe('routePattern', () => {
  it('matches a route as react-router does', () => {
    const summary = new RegExp(routePattern('/boutique/recapitulatif/:id?'), 'i');
    expect(['/boutique/recapitulatif', '/boutique/recapitulatif/42', '/Boutique/Recapitulatif/42/'].every((p) => summary.test(p))).toBe(true);
    expect(summary.test('/boutique/recapitulatif/42/x')).toBe(false);
    expect(new RegExp(routePattern('/boutique/panier'), 'i').test('/boutique/paniers')).toBe(false);
  });
});

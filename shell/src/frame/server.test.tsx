/** @jest-environment node */
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { FRAME_PATH } from './Frame';
import { ROUTES, routeOf, routePattern } from '@nougaterie/contracts';
import { matchRoutes } from 'react-router-dom';
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

  it("holds the checkout steps' frame per language: the order layout's header and way back to the shop, the placeholder, the banner", () => {
    for (const [lang, texts] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const html = frameOf(`order-${lang}`);
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain('<header');
      expect(html).toContain(`>${texts.footer.backToShop}</a>`);
      expect(html).toContain('data-testid="remote-loading"');
      expect(html).toContain(texts.consent.title);
      // Nothing that leads away from the order: no search, no menus, no basket button.
      expect(html).not.toContain(texts.search.placeholder);
      expect(html).not.toContain('basket-button');
    }
  });

  it("labels each frame's banner with its own title, every frame being in the page until DOMContentLoaded", () => {
    const labels = ['fr', 'en', 'order-fr', 'order-en'].map((lang) => {
      const html = frameOf(lang);
      const label = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
      expect(html).toContain(`id="${label}"`);
      return label;
    });
    expect(new Set(labels).size).toBe(labels.length);
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

describe('routePattern and routeOf (contracts)', () => {
  it('matches a route as react-router does', () => {
    const summary = new RegExp(routePattern('/boutique/recapitulatif/:id?'), 'i');
    expect(['/boutique/recapitulatif', '/boutique/recapitulatif/42', '/Boutique/Recapitulatif/42/'].every((p) => summary.test(p))).toBe(true);
    expect(summary.test('/boutique/recapitulatif/42/x')).toBe(false);
    expect(new RegExp(routePattern('/boutique/panier'), 'i').test('/boutique/paniers')).toBe(false);
  });

  it('finds, for a path of every route, the route and parameters react-router finds', () => {
    const paths = ROUTES.flatMap((route) => {
      const filled = route.path.replace(/:(\w+)\?/g, 'opt-$1').replace(/:(\w+)/g, 'val%20$1');
      if (route.path.endsWith('/*')) return [filled.replace(/\*$/, 'a/b%20c/'), filled.replace(/\*$/, ''), filled.replace(/\/\*$/, '')];
      return route.path.includes('?') ? [filled, route.path.replace(/\/:\w+\?/g, '')] : [filled];
    });
    expect(paths.length).toBeGreaterThan(ROUTES.length);
    for (const path of [...paths, '/boutique/nougats/nougat-noir-croquant', '/boutique/panier', '/nulle-part']) {
      const expected = matchRoutes(ROUTES, path)?.at(-1);
      const found = routeOf(path);
      expect({ path, route: found?.route.path, params: found?.params }).toEqual({
        path,
        route: expected?.route.path,
        params: expected?.params,
      });
    }
  });
});

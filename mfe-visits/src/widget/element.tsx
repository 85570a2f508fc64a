import { isLang, type Lang } from '@nougaterie/contracts';
import { createRoot, type Root } from 'react-dom/client';
import { loadWidgetConfig, type WidgetConfig } from './config.js';
import { createWidgetI18n } from './i18n.js';
import { WidgetApp } from './WidgetApp.js';

export const TAG = 'nougat-visites';

/** Attributes a partner sets; changing one re-renders the widget (a new tour starts over). */
export const ATTRIBUTES = ['tour', 'lang', 'api'] as const;

/** The page's own language when the widget is not told one: en for an English page, else fr. */
function langOf(element: HTMLElement): Lang {
  const asked = element.getAttribute('lang');
  if (isLang(asked)) return asked;
  return document.documentElement.lang.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * <nougat-visites tour="…" lang="fr|en" api="https://…">: the tour booking in any page. Its
 * React tree lives in an open shadow root, with the styles injected there.
 */
export function createElementClass(scriptSrc: string | null) {
  return class NougatVisites extends HTMLElement {
    static observedAttributes = [...ATTRIBUTES];

    private readonly mount = document.createElement('div');
    private readonly i18n = createWidgetI18n();
    private root: Root | null = null;
    private config: WidgetConfig | null = null;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).append(this.mount);
    }

    connectedCallback() {
      this.root ??= createRoot(this.mount);
      this.render();
      if (!this.config) {
        void loadWidgetConfig(scriptSrc).then((config) => {
          this.config = config;
          this.render();
        });
      }
    }

    attributeChangedCallback() {
      this.render();
    }

    disconnectedCallback() {
      // Moving the element in the page disconnects and reconnects it at once: keep the booking then.
      queueMicrotask(() => {
        if (this.isConnected || !this.root) return;
        this.root.unmount();
        this.root = null;
      });
    }

    private render() {
      if (!this.root || !this.shadowRoot) return;
      this.root.render(
        <WidgetApp
          tour={this.getAttribute('tour')}
          lang={langOf(this)}
          apiUrl={this.getAttribute('api') || this.config?.apiUrl || null}
          siteUrl={this.config?.siteUrl ?? null}
          configured={this.config !== null}
          host={this}
          styleTarget={this.shadowRoot}
          i18n={this.i18n}
        />,
      );
    }
  };
}

/** Defines the element once, whatever the number of script tags loading this file. */
export function defineNougatVisites(scriptSrc: string | null): void {
  if (!customElements.get(TAG)) customElements.define(TAG, createElementClass(scriptSrc));
}

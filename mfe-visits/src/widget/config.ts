/**
 * Where the widget finds the api and the site when the embedding page does not say: a small
 * JSON file next to the script, written when the visits front end is deployed (like the shell's
 * remotes.json), so that partners' snippets never need to change when the api moves.
 */
export const CONFIG_FILE = 'visits-widget.json';

export interface WidgetConfig {
  apiUrl?: string;
  siteUrl?: string;
}

const httpUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
};

let loading: Promise<WidgetConfig> | null = null;

/** The deployed configuration, fetched once per page; {} when there is none. */
export function loadWidgetConfig(scriptSrc: string | null): Promise<WidgetConfig> {
  if (!scriptSrc) return Promise.resolve({});
  loading ??= fetch(new URL(CONFIG_FILE, scriptSrc), { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : {}))
    .then((raw: Record<string, unknown>) => ({ apiUrl: httpUrl(raw.apiUrl), siteUrl: httpUrl(raw.siteUrl) }))
    .catch(() => ({}));
  return loading;
}

/** For tests: forget the configuration fetched so far. */
export function resetWidgetConfig(): void {
  loading = null;
}

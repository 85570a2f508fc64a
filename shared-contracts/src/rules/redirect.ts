const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Where to go after signing in: the `redirect` query when it is a path of this site, else home.
 * Resolving against a probe origin catches what a prefix check misses ('//evil.example',
 * '/\\evil.example', 'javascript:'...), since browsers read those as other origins too.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/')) return '/';
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

import type { Page } from '@playwright/test';

/** What a test changes in remotes.json: top-level fields, and remotes by name. */
export type RemotesPatch = { remotes?: Record<string, string>; [key: string]: unknown };

/** index.html's block that the shell's server fills with remotes.json (shell/src/config/remotesJson.ts). */
const INLINE_ID = 'nougaterie-remotes';

function patched(config: Record<string, unknown>, patch: RemotesPatch) {
  const remotes = { ...(config.remotes as Record<string, string>), ...patch.remotes };
  return { ...config, ...patch, remotes };
}

/**
 * This page's copy of remotes.json, patched: where the shell's server wrote it into the page (the
 * block is rewritten as it is parsed, before index.html's inline script reads it) and as
 * /remotes.json answers (where the app asks, the page holding none). The page itself is not
 * intercepted: Chromium would then take it for a public page and refuse it the local servers.
 */
export async function editRemotesConfig(page: Page, patch: RemotesPatch): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: patched((await response.json()) as Record<string, unknown>, patch) });
  });
  await page.addInitScript(
    ({ id, patch: change }) => {
      // patched() again: the page receives this function as its text, without what it calls here.
      const apply = (config: Record<string, unknown>) => ({
        ...config,
        ...change,
        remotes: { ...(config.remotes as Record<string, string>), ...change.remotes },
      });
      // The parser delivers these records before it runs the next script (a microtask checkpoint).
      const observer = new MutationObserver(() => {
        const block = document.getElementById(id);
        if (!block?.textContent) return;
        observer.disconnect();
        block.textContent = JSON.stringify(apply(JSON.parse(block.textContent) as Record<string, unknown>));
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('DOMContentLoaded', () => observer.disconnect());
    },
    { id: INLINE_ID, patch },
  );
}

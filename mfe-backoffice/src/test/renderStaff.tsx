import type { CategoriesResponse, Lang } from '@nougaterie/contracts';
import type { StaffMember } from '@nougaterie/contracts/admin';
import { renderAt } from '@nougaterie/ui/testing';
import { StaffApp } from '../app/StaffApp.js';
import { SHOP_CATEGORIES, fakeAdminApi, memoryTokens, type FakeAdminApi } from './fakeAdmin.js';

/**
 * The back office at `url` as the shell mounts it (/gestion/*), with a fake api; `member` signed
 * in (a stored token that /auth/me accepts) unless null; `token`, a stored token the test's api judges.
 */
export function renderStaff(
  url: string,
  {
    api = fakeAdminApi(),
    member,
    lang = 'fr',
    token,
    categories = jest.fn(async () => SHOP_CATEGORIES),
  }: { api?: FakeAdminApi; member: StaffMember | null; lang?: Lang; token?: string; categories?: () => Promise<CategoriesResponse> },
) {
  const tokens = memoryTokens(token ?? (member ? 'staff-token' : null));
  if (member) api.me.mockResolvedValue(member);
  const setLang = jest.fn();
  const view = renderAt(url, '/gestion/*', <StaffApp api={api} tokens={tokens} lang={lang} setLang={setLang} categories={categories} />);
  return { ...view, api, tokens, setLang, categories };
}

/** A phone's screen, or a computer's, as useWide's media query sees it (undo with `delete window.matchMedia`). */
export function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
}

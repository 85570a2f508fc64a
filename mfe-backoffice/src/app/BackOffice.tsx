import type { RemoteProps } from '@nougaterie/contracts';
import { useCallback, useMemo } from 'react';
import { createStaffApi, sessionTokenStore } from '../session/staffApi.js';
import { StaffApp } from './StaffApp.js';

/** The page the shell mounts at /gestion/*: the back office with its own client of the api. */
export function BackOffice({ ctx }: RemoteProps) {
  const tokens = useMemo(() => sessionTokenStore(), []);
  // The language at each call, from the session store that ctx.lang follows (as the shell's own
  // client does): a new language keeps this client, and what it loaded, in place.
  const store = ctx.store;
  const api = useMemo(() => createStaffApi({ baseURL: ctx.apiUrl, tokens, lang: () => store.get().lang }), [ctx.apiUrl, tokens, store]);
  const shop = ctx.api.shop;
  const categories = useCallback(() => shop.categories(), [shop]);
  return <StaffApp api={api} tokens={tokens} lang={ctx.lang} setLang={(next) => ctx.store.setLang(next)} categories={categories} />;
}

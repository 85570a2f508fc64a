import type { RemoteProps } from '@nougaterie/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { createStaffApi, sessionTokenStore } from '../session/staffApi.js';
import { StaffApp } from './StaffApp.js';

/** The page the shell mounts at /gestion/*: the back office with its own client of the api. */
export function BackOffice({ ctx }: RemoteProps) {
  const lang = useRef(ctx.lang);
  lang.current = ctx.lang;
  const tokens = useMemo(() => sessionTokenStore(), []);
  const api = useMemo(() => createStaffApi({ baseURL: ctx.apiUrl, tokens, lang: () => lang.current }), [ctx.apiUrl, tokens]);
  const shop = ctx.api.shop;
  const categories = useCallback(() => shop.categories(), [shop]);
  return <StaffApp api={api} tokens={tokens} lang={ctx.lang} setLang={(next) => ctx.store.setLang(next)} categories={categories} />;
}

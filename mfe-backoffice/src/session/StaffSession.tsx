import type { Lang } from '@nougaterie/contracts';
import { isApiError } from '@nougaterie/contracts';
import type { AdminApi, StaffMember, StaffSession } from '@nougaterie/contracts/admin';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TokenStore } from './staffApi.js';

/** Why the sign-in page is shown, if anything is to be said about it. */
export type SignInReason = 'expired' | 'signedOut' | null;

export interface StaffSessionValue {
  api: AdminApi;
  lang: Lang;
  /** Through the session store, which keeps the choice for the shop too. */
  setLang: (lang: Lang) => void;
  /** undefined while the stored token is being checked; null when nobody is signed in. */
  member: StaffMember | null | undefined;
  reason: SignInReason;
  /** Keeps a session the api just opened (sign-in, enrolment). */
  open: (session: StaffSession) => void;
  signOut: () => Promise<void>;
  /**
   * For every refused call: a 401 means the session is over (expired, closed by an owner), so the
   * token goes and the sign-in page shows. Returns whether it was that.
   */
  endsSession: (error: unknown) => boolean;
}

const Session = createContext<StaffSessionValue | null>(null);

export function useStaff(): StaffSessionValue {
  const value = useContext(Session);
  if (!value) throw new Error('useStaff outside StaffSessionProvider');
  return value;
}

export function StaffSessionProvider({
  api,
  tokens,
  lang,
  setLang,
  children,
}: {
  api: AdminApi;
  tokens: TokenStore;
  lang: Lang;
  setLang: (lang: Lang) => void;
  children: ReactNode;
}) {
  const [member, setMember] = useState<StaffMember | null | undefined>(() => (tokens.get() ? undefined : null));
  const [reason, setReason] = useState<SignInReason>(null);

  const close = useCallback(
    (why: SignInReason) => {
      tokens.set(null);
      setReason(why);
      setMember(null);
    },
    [tokens],
  );

  useEffect(() => {
    if (member !== undefined) return;
    let live = true;
    api.me().then(
      (found) => live && setMember(found),
      (error: unknown) => {
        if (!live) return;
        // Only a refusal ends the session; an api out of reach leaves the token for a reload.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) close('expired');
        else setMember(null);
      },
    );
    return () => {
      live = false;
    };
  }, [api, member, close]);

  const value = useMemo<StaffSessionValue>(
    () => ({
      api,
      lang,
      setLang,
      member,
      reason,
      open: (session) => {
        tokens.set(session.token);
        setReason(null);
        setMember(session.staff);
      },
      signOut: async () => {
        try {
          await api.logout();
        } catch {
          // The token is forgotten here whatever the api says: the member asked to leave.
        }
        close('signedOut');
      },
      endsSession: (error) => {
        if (!isApiError(error) || error.status !== 401) return false;
        close('expired');
        return true;
      },
    }),
    [api, lang, setLang, member, reason, tokens, close],
  );
  return <Session.Provider value={value}>{children}</Session.Provider>;
}

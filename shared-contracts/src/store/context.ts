import { BehaviorSubject } from 'rxjs';
import type { ApiClient } from '../api/client.js';
import type { CookieJar } from '../cookies.js';
import type { SessionState } from './types.js';

export type Logger = Pick<Console, 'error' | 'warn'>;

/** What the parts of the store share. */
export interface StoreContext {
  api: ApiClient;
  cookies: CookieJar;
  logger: Logger;
  state: BehaviorSubject<SessionState>;
  patch: (changes: Partial<SessionState>) => void;
  /** A bearer token is being sent, so the api picks the user's basket and basketID stays out. */
  isLoggedIn: () => boolean;
}

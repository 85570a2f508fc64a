import type { Observable } from 'rxjs';
import type {
  Basket,
  BasketUpdateRequest,
  DiscountResponse,
  Item,
  Lang,
  LoginRequest,
  PaymentMethod,
  Settings,
  ShippingEditRequest,
  User,
} from '../schemas/index.js';

export interface SessionState {
  settings: Settings | null;
  meaProducts: Item[];
  user: User | null;
  basket: Basket | null;
  lang: Lang;
  online: boolean;
  /** True once the start-up sequence has ended (well or not). */
  ready: boolean;
  /**
   * True while a login or registration that the api accepted loads the customer's basket: the
   * user is known, the basket not yet, so whatever depends on both (the route guards) waits.
   */
  signingIn: boolean;
}

/**
 * The session store (SPEC §4): framework-free, created once by the shell and handed to every
 * remote. Streams replay their latest value to new subscribers.
 */
export interface SessionStore {
  state$: Observable<SessionState>;
  settings$: Observable<Settings | null>;
  meaProducts$: Observable<Item[]>;
  user$: Observable<User | null>;
  basket$: Observable<Basket | null>;
  lang$: Observable<Lang>;
  online$: Observable<boolean>;
  ready$: Observable<boolean>;
  /** The current state, synchronously. */
  get(): SessionState;

  /** Start-up sequence: settings, featured products, tokens, user, after-login. Any failure logs out. */
  start(): Promise<void>;
  /** Sets the token, stores the user, then loads the basket. Failures are logged and re-raised. */
  login(form: LoginRequest): Promise<User>;
  /**
   * Takes an access token obtained elsewhere (registration) and proceeds as login does;
   * `expiresIn`, the token's lifetime in seconds, is the ACCESS_TOKEN cookie's.
   */
  loginWithToken(token: string, user: User, expiresIn?: number): Promise<User>;
  /** Clears the token, the user and the basket. */
  logout(): Promise<void>;
  /** Reloads the user profile; errors are re-raised. */
  loadUser(): Promise<User>;

  loadBasket(): Promise<Basket | null>;
  addProduct(itemId: number, qty: number): Promise<Basket>;
  setQuantity(itemId: number, qty: number): Promise<Basket>;
  /** Replaces the basket only when the answer's result is true; returns the server's msg either way. */
  addDiscount(code: string): Promise<DiscountResponse>;
  removeDiscount(): Promise<Basket>;
  addPoints(): Promise<Basket>;
  removePoints(): Promise<Basket>;
  editShipping(method: Omit<ShippingEditRequest, 'basketId'>): Promise<Basket>;
  /** An answer carrying msg is an error: logged, basket unchanged. */
  updateBasket(changes: Omit<BasketUpdateRequest, 'basketId'>): Promise<Basket | null>;
  validBasket(method: PaymentMethod): Promise<Basket>;
  /**
   * Reads a basket by its id (open or ordered: get-final, which opens a customer's basket to that
   * customer only). An order awaiting payment becomes the session's basket, a visitor's cookie
   * naming it, so it can be paid again (the link mailed after a declined card). Errors re-raised.
   */
  openOrderedBasket(basketId: string): Promise<Basket>;

  /** Unknown languages log a console error and change nothing. */
  setLang(lang: string): void;

  /** Shipping is free if the server says so or products amount >= franco_port. */
  isShippingFree(): boolean;
  /** franco_port minus products amount, 2 decimals, never below 0. */
  freightRemaining(): number;
}

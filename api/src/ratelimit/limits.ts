/** At most `max` attempts per window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The limits of the account calls; each is set by an env variable of the same name in RATE_LIMIT_ upper case. */
export interface RateLimits {
  /** Login attempts from one IP, whatever their outcome. */
  loginIp: RateLimit;
  /** Failed logins on one e-mail, from anywhere; a success starts the count again. */
  loginAccount: RateLimit;
  /** Reset requests and new-password attempts from one IP. */
  resetIp: RateLimit;
  /** Reset mails asked for one e-mail. */
  resetAccount: RateLimit;
  /** Registrations from one IP, whatever their outcome: a known e-mail's 409 answers only so many probes. */
  registerIp: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginIp: { max: 10, windowSeconds: 15 * 60 },
  loginAccount: { max: 5, windowSeconds: 15 * 60 },
  resetIp: { max: 10, windowSeconds: 15 * 60 },
  resetAccount: { max: 3, windowSeconds: 60 * 60 },
  registerIp: { max: 10, windowSeconds: 60 * 60 },
};

export const RATE_LIMIT_ENV = {
  loginIp: 'RATE_LIMIT_LOGIN_IP',
  loginAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  resetIp: 'RATE_LIMIT_RESET_IP',
  resetAccount: 'RATE_LIMIT_RESET_ACCOUNT',
  registerIp: 'RATE_LIMIT_REGISTER_IP',
} as const satisfies Record<keyof RateLimits, string>;

/** Staff roles: an owner also manages staff accounts, settings and reads the audit log. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff sessions are short: a lost phone or a shared computer is closed within a working day. */
export const STAFF_SESSION_HOURS = 12;

/** A time-based code from an authenticator app (RFC 6238, 6 digits, 30 s). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as printed at enrolment: two groups of five lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

/** Where the back office keeps the staff token (a tab's session, never shared with the shop's). */
export const STAFF_TOKEN_STORAGE_KEY = 'nougaterie.staffToken';
export const STAFF_PASSWORD_MIN_LENGTH = 12;

import { RECOVERY_CODE_COUNT } from '@nougaterie/contracts/admin';
import { randomInt } from 'node:crypto';
import { hashToken } from '../../auth/tokens.js';

/** Letters and digits that cannot be misread on paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function group(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten codes of about 49 random bits each, as contracts' RECOVERY_CODE_PATTERN writes them. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/**
 * A code opens nothing without the member's password (argon2), so a fast hash is enough; the
 * member's id is mixed in so that one precomputed table cannot serve every member at once.
 */
export function hashRecoveryCode(staffId: number, code: string): string {
  return hashToken(`staff-recovery:${staffId}:${code}`);
}

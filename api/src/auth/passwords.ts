import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's Algorithm is an ambient const enum, which isolated modules cannot read at run time.
const ARGON2ID: Algorithm.Argon2id = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail) it still spends
 * the time of a real check, so the answer's delay does not tell which e-mails have an account.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hashPassword('decoy password, never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** What authenticator apps show above the codes. */
export const TOTP_ISSUER = 'Nougaterie Saint-Didier';

/**
 * RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 s steps. A code of
 * the step before or after is accepted too (a phone's clock a little off, a code typed as it
 * changes).
 */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The otpauth URL as an SVG QR code in a data URL: no image file, nothing fetched elsewhere. */
export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code was made for, or null when it matches none of the accepted steps. The
 * caller keeps the step it accepts, so that a code seen over a shoulder cannot be used again.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

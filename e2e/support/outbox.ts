import { expect } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SITE_PORTS } from './ports';

/** Where the api of the site under test writes its mails (.eml), one folder per port set. */
export const OUTBOX_DIR = path.join(os.tmpdir(), `nougaterie-e2e-outbox-${SITE_PORTS.shell}`);

/** A mail of the outbox as a person reads it: headers and text decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable (RFC 2045) to UTF-8 text: soft line breaks joined, =XX bytes decoded. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's value with its encoded words (RFC 2047, =?UTF-8?Q?...?= or ?B?) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? decodeHeader(match[1].replace(/\r?\n[ \t]/g, ' ').trim()) : '';
}

/** The text/plain part, decoded from the transfer encoding nodemailer chose. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return '';
  const headers = raw.slice(0, part.index + part[0].indexOf(part[1]));
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers.slice(headers.lastIndexOf('Content-Type: text/plain')))?.[1];
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return fromQuotedPrintable(part[1]);
  return part[1];
}

/**
 * Every mail in the outbox, oldest first (the files are named by their time of sending); `dir`,
 * another api's outbox (the back-office journey's own site).
 */
export async function readOutbox(dir = OUTBOX_DIR): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text: plainText(raw) };
    }),
  );
}

/**
 * The newest mail to this address whose subject matches, once it has arrived: the api sends
 * account mails after answering, so the test waits for the file rather than for a fixed time.
 */
export async function waitForMail(to: string, subject: RegExp, dir = OUTBOX_DIR): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dir)).filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).at(-1);
        return found?.subject ?? '';
      },
      { message: `a mail to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toMatch(subject);
  return found!;
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an SMTP server received it: the envelope, and the headers and text decoded. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO: where the server was told to deliver, whatever the headers say. */
  envelope: { from: string; to: string[] };
  /** Header names in lower case, RFC 2047 words decoded (a French subject's accents). */
  headers: Record<string, string>;
  subject: string;
  /** The text part, transfer encoding undone. */
  text: string;
  /** The HTML part of a multipart/alternative message, transfer encoding undone. */
  html?: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with 451 (try again later), as a mail server in trouble. */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1, on a port of its own, keeping what it is sent. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        received.push({ envelope, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
      return bytes.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
    });
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** One part's headers and its body, transfer encoding undone. */
function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  return { headers, body: decodeBody(rest.join('\n\n'), headers['content-transfer-encoding']?.toLowerCase()).replace(/\r\n/g, '\n') };
}

/**
 * A message read as a mail client would: a single part (the api's mails without HTML), or a
 * multipart/alternative one (text and HTML), whose text/plain part is `text`.
 */
export function parseMessage(raw: string): Omit<ReceivedMail, 'envelope'> {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const boundary = /^multipart\/alternative;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    const text = decodeBody(rest.join('\n\n'), headers['content-transfer-encoding']?.toLowerCase()).replace(/\r\n/g, '\n');
    return { headers, subject: headers.subject ?? '', text };
  }
  const parts = rest
    .join('\n\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  const ofType = (type: string) => parts.find((part) => (part.headers['content-type'] ?? '').toLowerCase().startsWith(type))?.body;
  return { headers, subject: headers.subject ?? '', text: ofType('text/plain') ?? '', html: ofType('text/html') };
}

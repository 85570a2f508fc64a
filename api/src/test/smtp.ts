import type { AddressInfo } from 'node:net';
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
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
  /** The files it carries (the terms of sale's PDF, a visit's .ics). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
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
        parseMessage(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ envelope, ...mail });
            callback();
          },
          (error: Error) => callback(error),
        );
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

/** Header names in lower case, values as a mail client shows them (addresses and parameters included). */
function headerValues(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of parsed.headers) headers[name] = headerText(value);
  return headers;
}

/** An address as written, a value with its parameters; a list of them joined with commas. */
function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(headerText).join(',');
  if (value instanceof Date) return value.toString();
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('value' in value && typeof value.value === 'string') {
    const { params = {} } = value as { params?: Record<string, string> };
    return [value.value, ...Object.entries(params).map(([key, param]) => `${key}=${param}`)].join('; ');
  }
  return JSON.stringify(value);
}

/** A message read as a mail client would (mailparser): its headers, text and HTML parts, its attachments. */
export async function parseMessage(raw: Buffer): Promise<Omit<ReceivedMail, 'envelope'>> {
  const parsed = await simpleParser(raw);
  return {
    headers: headerValues(parsed),
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
  };
}

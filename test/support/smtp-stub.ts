import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stub server received, as it came over the SMTP conversation. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The raw message (headers and MIME body) sent after DATA. */
  readonly raw: string;
  readonly subject: string;
  /** The decoded `text/plain` part. */
  readonly text: string;
  /** The decoded `text/html` part. */
  readonly html: string;
  /** The session's AUTH user, if the client authenticated. */
  readonly user: string | null;
}

export interface SmtpStub {
  readonly port: number;
  /** `smtp://[user:pass@]127.0.0.1:<port>` */
  url(auth?: { user: string; pass: string }): string;
  readonly received: readonly ReceivedMail[];
  /** Waits for a message to `to` matching `match` (the first one not taken before), up to `timeoutMs`. */
  next(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (body: string): Buffer => {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(c ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
};

const headerOf = (head: string, name: string): string => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
};

/** RFC 2047 encoded words (`=?UTF-8?B?...?=` / `?Q?`), as in a non-ASCII subject. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );

/** The decoded leaf parts of a MIME entity, by content type. */
function parts(entity: string, into: Map<string, string>): void {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      parts(piece.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (!into.has(mime)) into.set(mime, decoded);
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) standing in for the mail
 * provider: it speaks the protocol (EHLO, optional AUTH PLAIN/LOGIN over plain text, MAIL,
 * RCPT, DATA) and keeps what it receives, decoded enough for tests to follow the links.
 */
export async function startSmtpStub(options: { readonly auth?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const decoded = new Map<string, string>();
        parts(raw, decoded);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeWords(headerOf(raw.slice(0, split), 'Subject')),
          text: decoded.get('text/plain') ?? '',
          html: decoded.get('text/html') ?? '',
          user: typeof session.user === 'string' ? session.user : null,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const stub: SmtpStub = {
    port,
    url: (auth) =>
      auth
        ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    next(to, match = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find((m) => !taken.has(m) && m.to.includes(to) && match(m));
          if (!found) return false;
          taken.add(found);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => {
          look();
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        if (!look()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}

/** The token in the first link of a mail (`...?token=<token>`). */
export function tokenInMail(mail: ReceivedMail): string {
  const match = /[?&]token=([^\s&"<>]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token link in mail "${mail.subject}":\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  /** The raw messages the server accepted, in order. */
  received: string[];
  /** DATA commands the server answered (accepted or refused). */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for tests. `refuse(n)` decides
 * the answer to the n-th message (1-based): a reply code and text to refuse it with (451 is
 * "try again later", 550 a permanent refusal), or null to accept it.
 */
export async function startTestSmtp(
  refuse: (n: number) => { code: number; text: string } | null = () => null,
  /** Milliseconds each answer takes: senders running at once then overlap for real. */
  delayMs = 0,
): Promise<TestSmtp> {
  const state = { received: [] as string[], attempts: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          const n = ++state.attempts;
          const refusal = refuse(n);
          if (refusal) {
            const err = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
            return done(err);
          }
          state.received.push(Buffer.concat(chunks).toString());
          done();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}

/**
 * A header of a raw message, unfolded and with its RFC 2047 encoded words decoded: a subject
 * with a dash (non-ASCII) travels as `=?UTF-8?Q?...?=`.
 */
export function mailHeader(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return null;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

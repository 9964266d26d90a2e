import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/** One message of the outbox, ready to compose. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Stable per outbox message, so a message delivered twice after a crash is one message. */
  messageId: string;
  /** When the message was written (queued): RFC 5322's origination date. */
  date: Date;
}

/**
 * The RFC 5322 bytes of a message: exactly what the sender hands to the SMTP server, and what
 * the Outbox screen's .eml download gives.
 */
export function composeMail(mail: Mail, from: string): Promise<Buffer> {
  const node = new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    messageId: mail.messageId,
    date: mail.date,
  }).compile();
  return new Promise((resolve, reject) =>
    node.build((err, message) => (err ? reject(err) : resolve(message))),
  );
}

/** The SMTP half of the outbox: the sender loop (modules/outbox) hands it composed messages. */
export interface Mailer {
  /** The From address of every message. */
  from: string;
  /** Whether an SMTP server is configured (SMTP_URL): without one, messages stay queued. */
  smtp: boolean;
  /** Resolves once the server accepted the message for every recipient. */
  send(envelope: { from: string; to: string[] }, raw: Buffer): Promise<void>;
  close(): void;
}

export class NoSmtpServer extends Error {
  constructor() {
    super('No SMTP server is configured (SMTP_URL).');
  }
}

/**
 * The sender holds the message's row lock while it talks to the server, so a stuck server
 * must not hold it for long: these bound every phase (nodemailer's defaults are minutes).
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function createMailer(opts: { smtpUrl?: string | undefined; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      from: opts.from,
      smtp: false,
      send: () => Promise.reject(new NoSmtpServer()),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...TIMEOUTS });
  return {
    from: opts.from,
    smtp: true,
    async send(envelope, raw) {
      await transport.sendMail({ envelope, raw });
    },
    close: () => transport.close(),
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  send(mail: Mail): Promise<Delivery>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox (decisions section 6), so nothing is silently dropped.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ ...mail, from: opts.from });
        return { via: 'smtp', messageId: String(info.messageId) };
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: opts.from });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return { via: 'outbox', file };
    },
  };
}

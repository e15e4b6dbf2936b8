import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../../domain/mail/mailer.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The default without SMTP_URL: each mail is written as an .eml file under
 * `$DATA_DIR/outbox/` and its link printed in the log, so a newcomer can follow a magic link
 * on a machine that sends no mail. Never for production (links in logs sign people in).
 */
export function outboxTransport(dir: string, log: (message: string) => void): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    name: 'outbox',
    async deliver(message: MailMessage, from: string) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.locale },
      });
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${String(sequence).padStart(4, '0')}-${message.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${message.to} (${message.kind}) written to ${file}; its link: ${message.link}`);
    },
  };
}

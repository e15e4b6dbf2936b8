import nodemailer from 'nodemailer';
import type { MailMessage } from '../../domain/mail/mailer.ts';
import type { MailTransport } from './mail-transport.ts';

/** Mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(message: MailMessage, from: string) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.locale },
      });
    },
    close: () => transporter.close(),
  };
}

import type { MailMessage } from '../../domain/mail/mailer.ts';

/** Where mail goes: an SMTP server, or files in the outbox folder. */
export interface MailTransport {
  readonly name: string;
  deliver(message: MailMessage, from: string): Promise<void>;
  close?(): void;
}

/** What mails the service sends (one template each, in English and Arabic). */
export type MailKind = 'verify_email' | 'magic_link' | 'password_reset' | 'invite' | 'account_exists';

export interface MailMessage {
  readonly kind: MailKind;
  readonly to: string;
  readonly locale: 'en' | 'ar';
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The one link the mail is about (a newcomer's log shows it when mail goes to the outbox). */
  readonly link: string;
}

/**
 * Port: sends mail. `send` hands the message over and returns at once; delivery happens in
 * the background, so an answer (and its timing) never depends on whether a mail was sent.
 */
export interface Mailer {
  readonly name: string;
  send(message: MailMessage): void;
}

import type { Config } from '../config.ts';
import { BackgroundMailer } from './background-mailer.ts';
import { outboxTransport } from './outbox-transport.ts';
import { smtpTransport } from './smtp-transport.ts';

/** Chosen once at start: SMTP when SMTP_URL is set, else the outbox folder. */
export function selectMailer(
  config: Config,
  outboxDir: string,
  log: (message: string) => void,
): BackgroundMailer {
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(outboxDir, log);
  return new BackgroundMailer(transport, config.MAIL_FROM, log);
}

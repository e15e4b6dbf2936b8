import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMail } from '../../domain/mail/account-mail.ts';
import { type SmtpStub, startSmtpStub } from '../../test/support/smtp-stub.ts';
import { BackgroundMailer } from './background-mailer.ts';
import { smtpTransport } from './smtp-transport.ts';

/** The SMTP adapter in a real SMTP conversation with a server on 127.0.0.1 (AUTH, MAIL, RCPT, DATA). */
describe('SMTP mail transport', () => {
  let smtp: SmtpStub;
  const auth = { user: 'mailer', pass: 'generated-at-run-time' };
  beforeAll(async () => {
    smtp = await startSmtpStub({ auth: { ...auth, pass: `${auth.pass}-${process.pid}` } });
  });
  afterAll(async () => smtp?.close());

  it('authenticates and delivers an Arabic mail with its link, right to left, from the configured sender', async () => {
    const mailer = new BackgroundMailer(
      smtpTransport(smtp.url({ ...auth, pass: `${auth.pass}-${process.pid}` })),
      'Store Search <no-reply@store-search.test>',
    );
    const link = 'https://dashboard.store-search.test/sign-in/magic-link?token=u1.abc';
    mailer.send(accountMail('magic_link', 'huda@shop.example', 'ar', link));
    await mailer.close();
    const mail = await smtp.next('huda@shop.example');
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@store-search.test');
    expect(mail.subject).toBe('رابط تسجيل الدخول');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.raw).toMatch(/^Content-Language: ar$/m);
  });

  it('logs a mail it could not deliver after its retries (wrong credentials), and never throws to the sender', async () => {
    const lines: string[] = [];
    const mailer = new BackgroundMailer(
      smtpTransport(smtp.url({ user: 'mailer', pass: 'wrong' })),
      'no-reply@store-search.test',
      (line) => lines.push(line),
    );
    const before = smtp.received.length;
    mailer.send(accountMail('verify_email', 'x@shop.example', 'en', 'https://d.test/verify-email?token=a'));
    await mailer.close();
    expect(smtp.received.length).toBe(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/mail \(verify_email\) could not be sent/);
  });
});

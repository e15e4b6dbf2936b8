import type { Mailer, MailMessage } from '../../domain/mail/mailer.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The Mailer port over a transport: `send` returns at once and delivery runs in the
 * background (a failed delivery is retried twice, then logged). `idle()` waits for what is
 * under way (tests, shutdown).
 */
export class BackgroundMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get name(): string {
    return this.transport.name;
  }

  send(message: MailMessage): void {
    const delivery = this.deliver(message).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport.close?.();
  }

  private async deliver(message: MailMessage): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.transport.deliver(message, this.from);
        return;
      } catch (error) {
        if (attempt >= 3) {
          this.log(
            `mail (${message.kind}) could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          );
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }
}

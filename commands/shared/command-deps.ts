import type { EventStore, LogPosition } from '../../domain/event-store/event-store.ts';

/** What every command handler is handed: the store, fresh ids and the clock (decide stays pure). */
export interface CommandDeps {
  readonly eventStore: EventStore;
  readonly newId: () => string;
  readonly now: () => Date;
  /**
   * Waits (bounded) until the read models hold what was appended up to `position`, so a
   * client that writes and then reads sees its write.
   */
  readonly settle: (position: LogPosition | null) => Promise<void>;
}

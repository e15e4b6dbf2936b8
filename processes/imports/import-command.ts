import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { type ImportCommand, importDecider } from '../../domain/imports/import.ts';
import { importStream } from '../../domain/imports/import-events.ts';

export interface ImportCommandDeps {
  readonly eventStore: EventStore;
  readonly newId: () => string;
}

/** Runs one command on an import's stream. */
export const runImportCommand = (
  deps: ImportCommandDeps,
  tenantId: string,
  importId: string,
  command: ImportCommand,
) =>
  handleCommand(deps.eventStore, importStream(tenantId, importId), importDecider, command, {
    newEventId: deps.newId,
    maxRetries: 5,
  });

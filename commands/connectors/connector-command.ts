import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { type ConnectorCommand, connectorDecider } from '../../domain/connectors/connector.ts';
import { connectorStream } from '../../domain/connectors/connector-events.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';

/** Runs one command on a connector's stream (a conflicting append is decided again). */
export const runConnectorCommand = (
  deps: { readonly eventStore: EventStore; readonly newId: () => string },
  command: ConnectorCommand,
) =>
  handleCommand(
    deps.eventStore,
    connectorStream(command.tenantId, command.connectorId),
    connectorDecider,
    command,
    {
      newEventId: deps.newId,
      maxRetries: 5,
    },
  );

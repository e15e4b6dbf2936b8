import { eventStoreContract } from '../../../test/event-store-contract.ts';
import { EventStoreDbEventStore } from './eventstoredb-event-store.ts';

// Runs against a live server only: `EVENTSTORE_URL=esdb://localhost:2113?tls=false npx vitest run ...`.
const url = process.env.EVENTSTORE_URL;

eventStoreContract(
  'eventstoredb',
  async () => {
    const store = new EventStoreDbEventStore(url ?? '');
    return { store, cleanup: () => store.close() };
  },
  !url,
);

import { eventStoreContract } from '../../../test/event-store-contract.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase();
  const store = new PostgresEventStore(db.pool, { idlePollMs: 20 });
  return {
    store,
    async cleanup() {
      await store.close();
      await db.drop();
    },
  };
});

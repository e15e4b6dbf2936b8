import type { EventStore } from '../domain/event-store/event-store.ts';
import type { TelemetryConsumer } from '../domain/telemetry/telemetry-log.ts';
import { accountsProjector } from '../projections/accounts/accounts-projector.ts';
import { analyticsProjector } from '../projections/analytics/analytics-projector.ts';
import { billingProjector } from '../projections/billing/billing-projector.ts';
import { productsProjector } from '../projections/catalog/products-projector.ts';
import { connectorsProjector } from '../projections/connectors/connectors-projector.ts';
import { importsProjector } from '../projections/imports/imports-projector.ts';
import { jobsProjector } from '../projections/jobs/jobs-projector.ts';
import type { SqlProjector } from '../projections/projector.ts';
import { rulesProjector } from '../projections/rules/rules-projector.ts';
import { signalsProjector } from '../projections/signals/signals-projector.ts';
import { synonymsProjector } from '../projections/synonyms/synonyms-projector.ts';
import { teamProjector } from '../projections/team/team-projector.ts';
import { tenantsProjector } from '../projections/tenants/tenants-projector.ts';
import { webhooksProjector } from '../projections/webhooks/webhooks-projector.ts';
import { productsFromLog } from './catalog/products-from-log.ts';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.ts';

/** Every SQL read model, in the order they are started and replayed. */
export const sqlProjectors: readonly SqlProjector[] = [
  tenantsProjector,
  jobsProjector,
  productsProjector,
  rulesProjector,
  synonymsProjector,
  webhooksProjector,
  billingProjector,
  importsProjector,
  accountsProjector,
  teamProjector,
  connectorsProjector,
];

/**
 * The read models as this event store runs them: with the log in the service's own PostgreSQL
 * (the default), the products read model writes product versions from the log's rows
 * (`productsFromLog`); with another store, from the events' data.
 */
export const sqlProjectorsFor = (eventStore: EventStore): readonly SqlProjector[] =>
  eventStore instanceof PostgresEventStore
    ? sqlProjectors.map((p) => (p === productsProjector ? productsFromLog : p))
    : sqlProjectors;

/** Every projection of the telemetry log (shopper records), each with its own checkpoint. */
export const telemetryConsumers: readonly TelemetryConsumer[] = [analyticsProjector, signalsProjector];

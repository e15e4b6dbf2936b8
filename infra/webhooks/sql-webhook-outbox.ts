import type pg from 'pg';
import type { WebhookEventKind } from '../../domain/webhooks/event-kinds.ts';
import {
  type AttemptResult,
  attemptKey,
  type ClaimedDelivery,
  type ClaimOptions,
  type WebhookOutbox,
} from '../../domain/webhooks/outbox.ts';
import type { PreviousSecret } from '../../domain/webhooks/webhook-events.ts';
import type { Pool } from '../postgres/pool.ts';

/** Any fixed number: claims of every dispatcher run one at a time, so in-flight counts are exact. */
const CLAIM_LOCK = 7_310_016;
const CHANNEL = 'webhook_deliveries';

interface ClaimedRow {
  id: string;
  tenant_id: string;
  webhook_id: string;
  event_type: WebhookEventKind;
  payload: string;
  attempt: number;
  expires_at: Date;
  url: string;
  secret: string;
  previous_secrets: PreviousSecret[];
}

/**
 * The claim: lease the chosen deliveries ($1 now, $2 lease end, $3 window ms), close any attempt
 * a dead dispatcher left under way, open this attempt, and return each with its endpoint.
 * `chosen` is a CTE (with its own parameters from $4 on) naming the deliveries to take.
 */
const claimWith = (chosen: string, recheck = ''): string => `
  with recursive ${chosen},
  locked as (
    select d.id from webhook_deliveries d
     where d.id = any(array(select id from chosen))
       and d.status in ('pending', 'failed') and (d.lease_until is null or d.lease_until <= $1) ${recheck}
     for update skip locked
  ), claimed as (
    update webhook_deliveries d
       set attempt = d.attempt + 1, lease_until = $2,
           expires_at = coalesce(d.expires_at, $1::timestamptz + $3::bigint * interval '1 millisecond')
     where d.id = any(array(select id from locked))
    returning d.id, d.tenant_id, d.webhook_id, d.event_type, d.payload, d.attempt, d.expires_at
  ), interrupted as (
    update webhook_delivery_attempts a
       set status = 'failed', error = 'interrupted: the dispatcher stopped during the attempt', finished_at = $1
      from claimed c where a.delivery_id = c.id and a.status = 'pending'
  ), started as (
    insert into webhook_delivery_attempts (delivery_id, attempt, tenant_id, status, started_at)
    select id, attempt, tenant_id, 'pending', $1 from claimed
  )
  select c.*, w.url, w.secret, w.previous_secrets
    from claimed c join webhooks w on w.webhook_id = c.webhook_id`;

/**
 * Due deliveries of enabled endpoints (a ping is sent even to a disabled one), $4 at most, oldest
 * first. The endpoints with open deliveries are found by a skip scan of the per-endpoint index
 * (one probe per endpoint, however many deliveries wait); each gives its oldest due deliveries up
 * to its free slots ($5 less its attempts under way), so an endpoint with a long backlog never
 * hides the others' work.
 */
const CLAIM_DUE = claimWith(
  `
  in_flight as (
    select webhook_id, count(*)::int as n from webhook_deliveries
     where lease_until is not null and lease_until > $1 group by webhook_id
  ), open_endpoints(webhook_id) as (
    (select webhook_id from webhook_deliveries
      where status in ('pending', 'failed') order by webhook_id limit 1)
    union all
    select (select d.webhook_id from webhook_deliveries d
             where d.status in ('pending', 'failed') and d.webhook_id > e.webhook_id
             order by d.webhook_id limit 1)
      from open_endpoints e where e.webhook_id is not null
  ), chosen as (
    select due.id from open_endpoints e
      join webhooks w on w.webhook_id = e.webhook_id
      left join in_flight f on f.webhook_id = e.webhook_id
     cross join lateral (
       select d.id, d.next_attempt_at, d.seq from webhook_deliveries d
        where d.webhook_id = e.webhook_id and d.status in ('pending', 'failed') and d.next_attempt_at <= $1
          and (d.lease_until is null or d.lease_until <= $1)
          and (w.enabled or d.event_type = 'ping')
        order by d.next_attempt_at, d.seq
        limit greatest($5 - coalesce(f.n, 0), 0)
     ) due
     order by due.next_attempt_at, due.seq
     limit $4
  )`,
  // Checked again on the row as locked: \`chosen\` saw the rows as the statement began, and an
  // attempt recorded since (a failure with its next time, a Retry-After) must not be sent early.
  'and d.next_attempt_at <= $1',
);

/**
 * Records a batch of attempts in one statement (arrays $1..$7: id, attempt, status, response
 * status, error, next attempt, finish time), each only if its lease still holds; returns those
 * recorded. An endpoint's health takes the batch's results in the order they finished: its
 * failure count is the failures after its last success (added to the stored count when the
 * batch has no success), written only when there is a failure to count or one to clear.
 */
const RECORD = `
  with r as (
    select * from unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::timestamptz[], $7::timestamptz[])
      as r(id, attempt, status, response_status, error, next_attempt_at, finished_at)
  ), d as (
    update webhook_deliveries d
       set status = r.status, lease_until = null, response_status = r.response_status, last_error = r.error,
           next_attempt_at = coalesce(r.next_attempt_at, d.next_attempt_at),
           delivered_at = case when r.status = 'succeeded' then r.finished_at else d.delivered_at end
      from r
     where d.id = r.id and d.attempt = r.attempt and d.lease_until is not null
    returning d.id, d.attempt, d.tenant_id, d.webhook_id, r.status = 'succeeded' as ok, r.finished_at,
              r.response_status, r.error
  ), a as (
    update webhook_delivery_attempts a
       set status = case when d.ok then 'succeeded' else 'failed' end,
           response_status = d.response_status, error = d.error, finished_at = d.finished_at
      from d
     where a.delivery_id = d.id and a.attempt = d.attempt
  ), per_endpoint as (
    select webhook_id, min(tenant_id) as tenant_id,
           max(finished_at) filter (where ok) as last_success_at,
           max(finished_at) filter (where not ok) as last_failure_at
      from d group by webhook_id
  ), h as (
    insert into webhook_endpoint_health as h (webhook_id, tenant_id, failure_count, last_success_at, last_failure_at)
    select e.webhook_id, e.tenant_id,
           (select count(*) from d where d.webhook_id = e.webhook_id and not d.ok
               and d.finished_at > coalesce(e.last_success_at, '-infinity'))::int,
           e.last_success_at, e.last_failure_at
      from per_endpoint e
     where e.last_failure_at is not null or exists (
       select 1 from webhook_endpoint_health x where x.webhook_id = e.webhook_id and x.failure_count > 0)
    on conflict (webhook_id) do update
       set failure_count = case when excluded.last_success_at is not null then excluded.failure_count
                                else h.failure_count + excluded.failure_count end,
           last_success_at = greatest(excluded.last_success_at, h.last_success_at),
           last_failure_at = greatest(excluded.last_failure_at, h.last_failure_at)
  )
  select id, attempt from d`;

/**
 * The test endpoint's "send now": only a delivery not attempted yet. A dispatcher woken by the
 * same ping may have sent it first; sending it again at once would skip its backoff or Retry-After.
 */
const CLAIM_ONE = claimWith(`chosen as (select $4::text as id)`, 'and d.attempt = 0');

const toClaimed = (r: ClaimedRow): ClaimedDelivery => ({
  id: r.id,
  tenantId: r.tenant_id,
  webhookId: r.webhook_id,
  eventType: r.event_type,
  url: r.url,
  payload: r.payload,
  attempt: r.attempt,
  secret: r.secret,
  previousSecrets: r.previous_secrets,
  expiresAt: r.expires_at,
});

const released = new WeakSet<pg.PoolClient>();

/** Gives a listening connection back to the pool (destroyed) once, however many ways it ends. */
function releaseOnce(client: pg.PoolClient): void {
  if (released.has(client)) return;
  released.add(client);
  client.release(true);
}

/** The outbox in PostgreSQL: claims lease rows (FOR UPDATE SKIP LOCKED), NOTIFY wakes dispatchers. */
export class SqlWebhookOutbox implements WebhookOutbox {
  private listener: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();
  /** A notice came while nobody waited (the dispatcher was claiming): the next wait ends at once. */
  private noticed = false;
  private closed = false;

  constructor(private readonly pool: Pool) {}

  async claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      const { rows } = await client.query<ClaimedRow>(CLAIM_DUE, [
        options.now,
        new Date(options.now.getTime() + options.leaseMs),
        options.windowMs,
        options.limit,
        options.perEndpoint,
      ]);
      await client.query('commit');
      return rows.map(toClaimed);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async claimOne(
    id: string,
    options: Omit<ClaimOptions, 'limit' | 'perEndpoint'>,
  ): Promise<ClaimedDelivery | null> {
    const { rows } = await this.pool.query<ClaimedRow>(CLAIM_ONE, [
      options.now,
      new Date(options.now.getTime() + options.leaseMs),
      options.windowMs,
      id,
    ]);
    return rows[0] ? toClaimed(rows[0]) : null;
  }

  async recordAll(results: readonly AttemptResult[]): Promise<ReadonlySet<string>> {
    if (results.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string; attempt: number }>(RECORD, [
      results.map((r) => r.id),
      results.map((r) => r.attempt),
      results.map((r) => (r.outcome === 'gone' ? 'dead' : r.outcome)),
      results.map((r) => r.responseStatus),
      results.map((r) => r.error),
      results.map((r) => r.nextAttemptAt),
      results.map((r) => r.finishedAt),
    ]);
    return new Set(rows.map(attemptKey));
  }

  async lastSuccessAt(webhookId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ last_success_at: Date | null }>(
      'select last_success_at from webhook_endpoint_health where webhook_id = $1',
      [webhookId],
    );
    return rows[0]?.last_success_at ?? null;
  }

  async expireHeld(now: Date, windowMs: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `update webhook_deliveries d set status = 'dead'
         from webhooks w
        where w.webhook_id = d.webhook_id and not w.enabled and d.event_type <> 'ping'
          and d.status in ('pending', 'failed') and d.lease_until is null
          and coalesce(d.expires_at, d.created_at + $2::bigint * interval '1 millisecond') <= $1::timestamptz`,
      [now, windowMs],
    );
    return rowCount ?? 0;
  }

  waitForWork(ms: number, signal?: AbortSignal): Promise<void> {
    if (!this.closed && !this.listener && !this.connecting) this.connecting = this.listen();
    if (this.noticed) {
      this.noticed = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      if (signal?.aborted) done();
      else signal?.addEventListener('abort', done, { once: true });
    });
  }

  private async listen(): Promise<void> {
    try {
      const client = await this.pool.connect();
      client.on('notification', () => {
        if (this.waiters.size === 0) this.noticed = true;
        else this.wakeAll();
      });
      client.on('error', () => {
        // The connection broke: poll until the next wait listens again. A connection already
        // given back (at close, the server going down after) is not given back twice.
        if (this.listener === client) this.listener = null;
        releaseOnce(client);
      });
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) {
        releaseOnce(client);
        return;
      }
      this.listener = client;
    } catch {
      this.listener = null;
    } finally {
      this.connecting = null;
    }
  }

  private wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    this.wakeAll();
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      await listener.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      releaseOnce(listener);
    }
  }
}

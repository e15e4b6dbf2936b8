import type pg from 'pg';
import type { WebhookEventKind } from '../../domain/webhooks/event-kinds.ts';
import type {
  AttemptResult,
  ClaimedDelivery,
  ClaimOptions,
  WebhookOutbox,
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
const claimWith = (chosen: string): string => `
  with ${chosen},
  locked as (
    select d.id from webhook_deliveries d
     where d.id in (select id from chosen)
       and d.status in ('pending', 'failed') and (d.lease_until is null or d.lease_until <= $1)
     for update skip locked
  ), claimed as (
    update webhook_deliveries d
       set attempt = d.attempt + 1, lease_until = $2,
           expires_at = coalesce(d.expires_at, $1::timestamptz + $3::bigint * interval '1 millisecond')
      from locked where d.id = locked.id
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
 * Due deliveries of enabled endpoints (a ping is sent even to a disabled one), oldest first,
 * skipping endpoints that already have $5 attempts under way and taking at most as many per
 * endpoint as it has free, $4 in all. Only the $6 oldest due deliveries are looked at per claim.
 */
const CLAIM_DUE = claimWith(`
  in_flight as (
    select webhook_id, count(*)::int as n from webhook_deliveries
     where lease_until is not null and lease_until > $1 group by webhook_id
  ), candidates as (
    select d.id, d.webhook_id, d.next_attempt_at, d.seq
      from webhook_deliveries d join webhooks w on w.webhook_id = d.webhook_id
     where d.status in ('pending', 'failed') and d.next_attempt_at <= $1
       and (d.lease_until is null or d.lease_until <= $1)
       and (w.enabled or d.event_type = 'ping')
       and d.webhook_id not in (select webhook_id from in_flight where n >= $5)
     order by d.next_attempt_at, d.seq
     limit $6
  ), ranked as (
    select c.id, c.next_attempt_at, c.seq, coalesce(f.n, 0) as busy,
           row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.seq) as rank
      from candidates c left join in_flight f on f.webhook_id = c.webhook_id
  ), chosen as (
    select id from ranked where rank <= $5 - busy order by next_attempt_at, seq limit $4
  )`);

const CLAIM_ONE = claimWith(`chosen as (select $4::text as id)`);

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

/** The outbox in PostgreSQL: claims lease rows (FOR UPDATE SKIP LOCKED), NOTIFY wakes dispatchers. */
export class SqlWebhookOutbox implements WebhookOutbox {
  private listener: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();
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
        Math.max(options.limit * 20, 1_000),
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

  async record(result: AttemptResult): Promise<boolean> {
    const status = result.outcome === 'gone' ? 'dead' : result.outcome;
    const succeeded = result.outcome === 'succeeded';
    const { rows } = await this.pool.query<{ n: string }>(
      `with d as (
         update webhook_deliveries
            set status = $3, lease_until = null, response_status = $4, last_error = $5,
                next_attempt_at = coalesce($6, next_attempt_at),
                delivered_at = case when $8 then $7 else delivered_at end
          where id = $1 and attempt = $2 and lease_until is not null
          returning id, tenant_id, webhook_id
       ), a as (
         update webhook_delivery_attempts
            set status = case when $8 then 'succeeded' else 'failed' end,
                response_status = $4, error = $5, finished_at = $7
          where delivery_id = $1 and attempt = $2 and exists (select 1 from d)
       ), h as (
         insert into webhook_endpoint_health as h (webhook_id, tenant_id, failure_count, last_success_at, last_failure_at)
         select webhook_id, tenant_id, case when $8 then 0 else 1 end,
                case when $8 then $7::timestamptz end, case when $8 then null else $7::timestamptz end
           from d
          where not $8 or exists (
            select 1 from webhook_endpoint_health x where x.webhook_id = d.webhook_id and x.failure_count > 0)
         on conflict (webhook_id) do update
            set failure_count = case when $8 then 0 else h.failure_count + 1 end,
                last_success_at = coalesce(excluded.last_success_at, h.last_success_at),
                last_failure_at = coalesce(excluded.last_failure_at, h.last_failure_at)
       )
       select count(*) as n from d`,
      [
        result.id,
        result.attempt,
        status,
        result.responseStatus,
        result.error,
        result.nextAttemptAt,
        result.finishedAt,
        succeeded,
      ],
    );
    return Number(rows[0]?.n ?? 0) === 1;
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
      client.on('notification', () => this.wakeAll());
      client.on('error', () => {
        // The connection broke: poll until the next wait listens again.
        if (this.listener === client) this.listener = null;
        client.release(true);
      });
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) {
        client.release(true);
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
      listener.release(true);
    }
  }
}

import { type Client, errors, type estypes } from '@elastic/elasticsearch';
import type { BulkTarget } from './bulk-operations.ts';
import { storeAlias, versionedIndex, versionOf } from './index-names.ts';

const errorType = (error: unknown): string | undefined =>
  error instanceof errors.ResponseError
    ? (error.body as { error?: { type?: string } })?.error?.type
    : undefined;

const isNotFound = (error: unknown): boolean =>
  error instanceof errors.ResponseError && error.meta.statusCode === 404;

/**
 * The indexes of each store: the index template, the alias of each store and its versioned
 * indexes. Clearing a store or rebuilding it creates the next version and moves the alias to it
 * in one atomic `_aliases` call, so a search always sees a whole index, never none.
 */
export class StoreIndices {
  private template: Promise<unknown> | undefined;
  private readonly ready = new Map<string, Promise<void>>();
  /** Per alias, the index a rebuild in this process is filling (it receives live changes too). */
  private readonly staging = new Map<string, string>();

  constructor(
    private readonly client: Client,
    private readonly prefix: string,
    private readonly templateRequest: estypes.IndicesPutIndexTemplateRequest,
  ) {}

  alias(tenantId: string): string {
    return storeAlias(this.prefix, tenantId);
  }

  /** Where a store's changes are written: its alias, and an index being rebuilt if any. */
  async writeTargets(tenantId: string): Promise<BulkTarget[]> {
    const alias = this.alias(tenantId);
    await this.ensure(alias);
    const staging = this.staging.get(alias);
    return [{ index: alias, isAlias: true }, ...(staging ? [{ index: staging, isAlias: false }] : [])];
  }

  /** Forgets what this process knows of a store's alias (another process may have changed it). */
  forget(tenantId: string): void {
    this.ready.delete(this.alias(tenantId));
  }

  /** Replaces the store's index with an empty one (the alias moves atomically). */
  async clear(tenantId: string): Promise<void> {
    const alias = this.alias(tenantId);
    const current = await this.indicesOf(alias);
    if (current.length === 0) {
      this.ready.delete(alias);
      return;
    }
    const next = await this.createVersion(alias, false);
    await this.swap(alias, current, next);
  }

  /**
   * Builds the store's next index off to the side with `fill` (which writes to the index it is
   * given), then moves the alias to it: searches see the old index until the new one is whole.
   * Changes applied in this process meanwhile go to both.
   */
  async rebuild(tenantId: string, fill: (index: string) => Promise<void>): Promise<void> {
    const alias = this.alias(tenantId);
    const next = await this.createVersion(alias, false);
    this.staging.set(alias, next);
    try {
      await fill(next);
      await this.client.indices.refresh({ index: next });
      await this.swap(alias, await this.indicesOf(alias), next);
    } catch (error) {
      await this.client.indices.delete({ index: next, ignore_unavailable: true }).catch(() => undefined);
      throw error;
    } finally {
      this.staging.delete(alias);
    }
  }

  private ensure(alias: string): Promise<void> {
    let ready = this.ready.get(alias);
    if (ready === undefined) {
      ready = this.createIfMissing(alias);
      ready.catch(() => this.ready.delete(alias));
      this.ready.set(alias, ready);
    }
    return ready;
  }

  private async createIfMissing(alias: string): Promise<void> {
    if (await this.client.indices.existsAlias({ name: alias })) return;
    await this.createVersion(alias, true);
  }

  private ensureTemplate(): Promise<unknown> {
    this.template ??= this.client.indices.putIndexTemplate(this.templateRequest).catch((error: unknown) => {
      this.template = undefined;
      throw error;
    });
    return this.template;
  }

  /** Creates the alias's next versioned index (holding the alias when `attach`); returns its name. */
  private async createVersion(alias: string, attach: boolean): Promise<string> {
    await this.ensureTemplate();
    let version = Math.max(0, ...(await this.versions(alias))) + 1;
    for (let attempt = 0; ; attempt++) {
      const index = versionedIndex(alias, version);
      try {
        await this.client.indices.create({ index, ...(attach ? { aliases: { [alias]: {} } } : {}) });
        return index;
      } catch (error) {
        if (errorType(error) !== 'resource_already_exists_exception' || attempt >= 5) throw error;
        // Another process created this version first; with the alias, that is all we wanted.
        if (attach && (await this.client.indices.existsAlias({ name: alias }))) return index;
        version++;
      }
    }
  }

  private async versions(alias: string): Promise<number[]> {
    const resolved = await this.client.indices.resolveIndex({ name: `${alias}_v*`, expand_wildcards: 'all' });
    return resolved.indices.flatMap((i) => {
      const version = versionOf(alias, i.name);
      return version === undefined ? [] : [version];
    });
  }

  /** The indexes the alias points at (none when the store has no index). */
  private async indicesOf(alias: string): Promise<string[]> {
    try {
      return Object.keys(await this.client.indices.getAlias({ name: alias }));
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }

  private async swap(alias: string, current: readonly string[], next: string): Promise<void> {
    await this.client.indices.updateAliases({
      actions: [...current.map((index) => ({ remove: { index, alias } })), { add: { index: next, alias } }],
    });
    this.ready.set(alias, Promise.resolve());
    if (current.length > 0)
      await this.client.indices.delete({ index: [...current], ignore_unavailable: true });
  }
}

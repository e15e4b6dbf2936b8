import { createHash } from 'node:crypto';
import type { DomainEvent } from '../command-handling/decider.ts';

/**
 * Which store a hosted app's shop belongs to: one stream per platform and shop, named by a
 * hash of the shop (so nothing of the shop's name is left once its store is erased). The
 * first install links it; a later install reaches the same store, never another (no takeover),
 * unless the store it was linked to is gone.
 */
export type ShopLinked = DomainEvent<
  'ShopLinked',
  { readonly tenantId: string; readonly platform: string; readonly at: string }
>;

export const shopLinkStream = (platform: string, shop: string): string =>
  `storeshop-${platform}:${createHash('sha256').update(shop).digest('hex').slice(0, 40)}`;

/** The store the shop is linked to now (the last link), or null. */
export const linkedTenant = (
  events: readonly { type: string; data: Record<string, unknown> }[],
): string | null => {
  const last = events.filter((e) => e.type === 'ShopLinked').at(-1);
  return typeof last?.data.tenantId === 'string' ? last.data.tenantId : null;
};

import type { Rule } from './rule.ts';

export interface Candidate {
  readonly id: string;
  readonly score: number;
}

export interface RankedProduct {
  readonly id: string;
  readonly score: number;
  readonly pinned: boolean;
}

/** What rules need to know of a product to apply attribute filters. */
export interface ProductFacts {
  readonly brand: string | null;
  readonly categories: readonly string[];
  readonly attributes: Readonly<Record<string, string>>;
}

export interface MerchContext {
  readonly facts: (id: string) => ProductFacts | undefined;
  /** Boosts and buries reorder only a relevance ranking; an explicit sort keeps its order. */
  readonly relevance: boolean;
}

export interface Banner {
  readonly id: string;
  readonly html: string | null;
  readonly image_url: string | null;
  readonly link_url: string | null;
  readonly position: 'top' | 'inline' | 'bottom';
}

export interface RuleEffect {
  readonly rule_id: string;
  readonly type: Rule['type'];
  readonly effect: string;
}

export interface MerchResult {
  readonly ranked: RankedProduct[];
  readonly hidden: ReadonlySet<string>;
  readonly redirect: { url: string; rule_id: string } | null;
  readonly banners: Banner[];
  readonly trace: RuleEffect[];
}

const lower = (s: string) => s.trim().toLowerCase();

/** Whether a product matches a rule's attribute filter (every key; any of its values). */
export function matchesFilter(
  filter: Readonly<Record<string, readonly string[]>>,
  facts: ProductFacts | undefined,
): boolean {
  if (!facts) return false;
  return Object.entries(filter).every(([key, values]) => {
    const wanted = new Set(values.map(lower));
    const k = lower(key);
    if (k === 'brand') return facts.brand !== null && wanted.has(lower(facts.brand));
    if (k === 'category') return facts.categories.some((c) => wanted.has(lower(c)));
    const entry = Object.entries(facts.attributes).find(([name]) => lower(name) === k);
    return entry !== undefined && wanted.has(lower(entry[1]));
  });
}

const targets = (rule: Rule, id: string, ctx: MerchContext): boolean =>
  rule.actions.product_ids.includes(id) ||
  (rule.actions.filter !== null && matchesFilter(rule.actions.filter, ctx.facts(id)));

/**
 * Applies firing rules (highest priority first) to a ranked window, in this order:
 * 1. hide removes products (a hidden product never appears, not even pinned);
 * 2. boost multiplies and bury divides a product's score by the factor (default 2), and a
 *    relevance ranking is re-sorted;
 * 3. pin places products at 1-based positions; a higher-priority rule takes a position
 *    first, a taken position moves the pin to the nearest free one after it, and a product
 *    is pinned once (by its highest-priority rule), even when the text did not match it;
 * 4. redirect: the highest-priority redirect rule answers `redirect`;
 * 5. banner: every banner rule adds its banner, by priority.
 */
export function applyRules(
  candidates: readonly Candidate[],
  rules: readonly Rule[],
  ctx: MerchContext,
): MerchResult {
  const trace: RuleEffect[] = [];
  const hidden = new Set<string>();
  for (const rule of rules.filter((r) => r.type === 'hide')) {
    let n = 0;
    for (const c of candidates) {
      if (!hidden.has(c.id) && targets(rule, c.id, ctx)) {
        hidden.add(c.id);
        n++;
      }
    }
    for (const id of rule.actions.product_ids) hidden.add(id);
    trace.push({ rule_id: rule.id, type: 'hide', effect: `hid ${n} of the candidates` });
  }

  let ranked = candidates.filter((c) => !hidden.has(c.id)).map((c) => ({ id: c.id, score: c.score }));
  for (const rule of rules.filter((r) => r.type === 'boost' || r.type === 'bury')) {
    const factor = rule.actions.factor ?? 2;
    const multiplier = rule.type === 'boost' ? factor : 1 / factor;
    let n = 0;
    ranked = ranked.map((c) => {
      if (!targets(rule, c.id, ctx)) return c;
      n++;
      return { id: c.id, score: c.score * multiplier };
    });
    trace.push({
      rule_id: rule.id,
      type: rule.type,
      effect: `${rule.type === 'boost' ? 'boosted' : 'buried'} ${n} by ${factor}`,
    });
  }
  if (ctx.relevance)
    ranked = ranked.map((c, i) => ({ ...c, i })).sort((a, b) => b.score - a.score || a.i - b.i);

  const pinnedAt = new Map<number, string>();
  const pinnedIds = new Set<string>();
  for (const rule of rules.filter((r) => r.type === 'pin')) {
    const placed: string[] = [];
    rule.actions.product_ids.forEach((id, k) => {
      if (hidden.has(id) || pinnedIds.has(id)) return;
      let position = rule.actions.positions[k] ?? k + 1;
      while (pinnedAt.has(position)) position++;
      pinnedAt.set(position, id);
      pinnedIds.add(id);
      placed.push(`${id}@${position}`);
    });
    trace.push({
      rule_id: rule.id,
      type: 'pin',
      effect: placed.length > 0 ? `pinned ${placed.join(', ')}` : 'nothing to pin',
    });
  }
  const rest = ranked.filter((c) => !pinnedIds.has(c.id));
  const scoreOf = new Map(candidates.map((c) => [c.id, c.score]));
  const out: RankedProduct[] = [];
  const total = rest.length + pinnedIds.size;
  let next = 0;
  for (let position = 1; out.length < total; position++) {
    const pinned = pinnedAt.get(position);
    if (pinned !== undefined) out.push({ id: pinned, score: scoreOf.get(pinned) ?? 0, pinned: true });
    else {
      const c = rest[next++];
      if (c) out.push({ id: c.id, score: c.score, pinned: false });
      else {
        // Fewer results than pin positions: the remaining pins close up, in position order.
        for (const p of [...pinnedAt.keys()].filter((k) => k > position).sort((a, b) => a - b)) {
          const id = pinnedAt.get(p);
          if (id !== undefined) out.push({ id, score: scoreOf.get(id) ?? 0, pinned: true });
        }
        break;
      }
    }
  }

  const redirectRule = rules.find((r) => r.type === 'redirect' && r.actions.url);
  if (redirectRule)
    trace.push({
      rule_id: redirectRule.id,
      type: 'redirect',
      effect: `redirect to ${redirectRule.actions.url}`,
    });
  const banners: Banner[] = [];
  for (const rule of rules.filter((r) => r.type === 'banner' && r.actions.banner)) {
    const b = rule.actions.banner;
    if (!b) continue;
    banners.push({
      id: rule.id,
      html: b.html ?? null,
      image_url: b.image_url ?? null,
      link_url: b.link_url ?? null,
      position: b.position,
    });
    trace.push({ rule_id: rule.id, type: 'banner', effect: `banner at ${b.position}` });
  }
  return {
    ranked: out,
    hidden,
    redirect: redirectRule?.actions.url ? { url: redirectRule.actions.url, rule_id: redirectRule.id } : null,
    banners,
    trace,
  };
}

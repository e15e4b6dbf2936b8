import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { type SearchState, type Stage, traced } from '../search-state.ts';
import { purposeWordsAfterHead, surfaceOf } from '../understand/query-words.ts';
import { accessoriesAfter, queryNamesUse } from './accessories.ts';
import { audienceTiers, productAudience, queryAudience } from './audience.ts';
import { meets, rankByKind } from './kind-ranking.ts';
import { kindForms } from './kind-words.ts';
import { claimNames, oppositesLast, oppositeTiers, productClaims, queryClaims } from './opposites.ts';
import { type ProductKind, productHeadsInEveryName, productKind } from './product-heads.ts';

const LATIN = /^[a-z]/u;

/**
 * The products of the kind the query names before those that merely mention it (phones before
 * the phone holder for `جوال`), each tier on its own (`rankByKind`); then, on a relevance sort,
 * the products whose names say they are for what the query names after the others
 * (`accessoriesAfter`: the Galaxy S23 FE before its case for `galaxy s23 fe`).
 */
export const kindRanking: Stage = (state, deps) => {
  const { window, effective, effectiveWords } = state;
  let count = 0;
  for (const tier of state.tiers) count += tier.length;
  if (!window.windowed || effectiveWords.tokens.length === 0 || count <= 1) return state;
  const { analyzer } = deps;
  // Each result's kind read once for both passes (its facts, then its kind by their version).
  const kinds = new Map<string, ProductKind | undefined>();
  // A head typed in Latin letters (`crayon`, `kettle`), not Arabizi, meets the heads of the names
  // in that script too (`Staedtler 2B pencils`), not only the Arabic name's.
  const headToken = effectiveWords.tokens[effectiveWords.head];
  const latinHead =
    headToken !== undefined &&
    LATIN.test(surfaceOf(headToken)) &&
    !headToken.terms.some((t) => t.kind === 'arabizi');
  const heads = (id: string): ProductKind | undefined => {
    let kind = kinds.get(id);
    if (kind === undefined && !kinds.has(id)) {
      const facts = state.facts(id);
      kind =
        facts === undefined
          ? undefined
          : latinHead
            ? { ...productKind(facts, analyzer), name: productHeadsInEveryName(facts, analyzer).name }
            : productKind(facts, analyzer);
      kinds.set(id, kind);
    }
    return kind;
  };
  const named = kindForms(effectiveWords, deps.analyzer);
  const kind =
    named.size === 0 ? null : rankByKind(state.tiers, named, heads, effective.sort === 'relevance');
  const byKind =
    kind === null
      ? state
      : traced({ ...state, tiers: kind.tiers }, () => ({
          kind: { categories: kind.categories, named: kind.named },
        }));
  const ranked = headBeforePurpose(byKind, named, heads);
  const typed = state.query.words.tokens.map(surfaceOf);
  if (effective.sort !== 'relevance') return byOpposites(ranked, typed, oppositesLast);
  const forAudience = byOpposites(byAudience(ranked, typed), typed);
  if (queryNamesUse(state.query.words.tokens)) return forAudience;
  return accessoryRanking(forAudience, deps, kind, named, heads);
};

/**
 * The products made for another audience than the one the query names after the others, in
 * each tier (`audienceTiers`): `كنزة للولد` puts the kids' hoodie before the men's.
 */
function byAudience(state: SearchState, words: readonly string[]): SearchState {
  const audience = queryAudience(words);
  if (audience === null) return state;
  const tiers = audienceTiers(state.tiers, audience, (id) => {
    const facts = state.facts(id);
    return facts === undefined ? undefined : productAudience(facts);
  });
  return tiers === null ? state : traced({ ...state, tiers }, () => ({ audience }));
}

/**
 * The products named with the other side of a quality the query names after the others, in each
 * tier (`oppositeTiers`): `ثلاجة كبيرة` puts the large fridge before the mini one. On an explicit
 * sort, `oppositesLast` keeps the sort's order on each side.
 */
function byOpposites(
  state: SearchState,
  words: readonly string[],
  order: typeof oppositeTiers = oppositeTiers,
): SearchState {
  const claims = queryClaims(words);
  if (claims.size === 0) return state;
  const tiers = order(state.tiers, claims, (id) => {
    const facts = state.facts(id);
    return facts === undefined ? undefined : productClaims(facts);
  });
  return tiers === null ? state : traced({ ...state, tiers }, () => ({ opposites: claimNames(claims) }));
}

/** On a relevance sort, the products whose names say they are for what the query names after the others. */
function accessoryRanking(
  ranked: SearchState,
  deps: Parameters<Stage>[1],
  kind: ReturnType<typeof rankByKind>,
  named: ReadonlySet<string>,
  heads: (id: string) => ProductKind | undefined,
): SearchState {
  const { analyzer } = deps;
  const { effectiveWords } = ranked;
  const query = new Set<string>();
  for (const token of effectiveWords.tokens) for (const t of token.terms) query.add(t.term);
  const kindNamed = kind !== null && kind.named > 0;
  const accessories = accessoriesAfter(ranked.tiers, query, (id) => {
    const product = heads(id);
    if (product === undefined) return undefined;
    const use = product.use(analyzer);
    // Filed under accessories counts only when no product is named by the query's kind (a model
    // query), nor when the query's head word is the product's own brand (`كينغستون 64`: a Kingston card).
    const asDevice = use.accessory && (kindNamed || (product.brand !== null && named.has(product.brand)));
    return {
      use: asDevice ? { ...use, accessory: false } : use,
      head: product.name,
      category: product.category,
    };
  });
  if (accessories === null) return ranked;
  return traced({ ...ranked, tiers: accessories.tiers }, () => ({ accessories_after: accessories.moved }));
}

/** A word's own forms: as typed, without its clitics, its stem and singular. */
const OWN_FORMS: ReadonlySet<string> = new Set(['surface', 'clitic', 'stem', 'plural']);

/**
 * When the first result is of the kind a word after the head says the head is for (`هيل للقهوة`:
 * the coffee with cardamom, for cardamom for the coffee), the products of the head's own kind
 * come first, from whatever tier they were found in: the query asks for the head, and the
 * other kind matched every word only because it is what the head is for.
 */
function headBeforePurpose(
  state: SearchState,
  head: ReadonlySet<string>,
  heads: (id: string) => ProductKind | undefined,
): SearchState {
  const words = state.effectiveWords;
  const purpose = purposeWordsAfterHead(words);
  const first = state.tiers.find((t) => t.length > 0)?.[0];
  if (purpose.length === 0 || head.size === 0 || first === undefined) return state;
  // The purpose word's own forms (`قهوه` of `للقهوة`), not the kinds the lexicon reads into it: a
  // symptom (`للصداع`) reads as the medicine for it, which is what is asked for.
  const forms = new Set<string>();
  for (const at of purpose)
    for (const t of words.tokens[at]?.terms ?? []) if (OWN_FORMS.has(t.kind)) forms.add(t.term);
  const names = (id: string) => heads(id)?.name;
  const firstName = names(first.id);
  if (firstName === undefined || !meets(firstName, forms) || meets(firstName, head)) return state;
  const lifted: SearchHitRef[] = [];
  const rest = state.tiers.map((t) =>
    t.filter((h) => {
      const name = names(h.id);
      if (name === undefined || !meets(name, head)) return true;
      lifted.push(h);
      return false;
    }),
  );
  if (lifted.length === 0) return state;
  return traced({ ...state, tiers: [lifted, ...rest] }, () => ({ head_before_purpose: lifted.length }));
}

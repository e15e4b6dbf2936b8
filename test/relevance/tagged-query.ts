import { type GroupTarget, type LabelledQuery, type QueryGroup, q } from './queries/labelled-query.ts';

/** Where the shopper typing the query shops. */
export const REGIONS = {
  gulf: 'Gulf',
  egypt: 'Egypt',
  levant: 'Levant',
  iraq: 'Iraq',
  maghreb: 'Maghreb',
} as const;
export type Region = keyof typeof REGIONS;

/** The failure classes of issue 13 a query exercises. */
export const QUERY_CLASSES = {
  long: { title: 'long natural-language queries', target: 'arabic-es' },
  english: { title: 'plain English', target: 'english-es' },
  typos: { title: 'Arabic typos', target: 'arabic-es' },
  dialect: { title: 'dialect and regional words', target: 'arabic-es' },
  french: { title: 'Maghrebi French loanwords', target: 'arabic-es' },
  'cross-script': { title: 'cross-script names', target: 'arabic-es' },
  numbers: { title: 'numbers in words and digits', target: 'arabic-es' },
  arabizi: { title: 'Arabizi (5+ letter words)', target: 'arabic-es' },
  parser: { title: 'parser traps', target: 'arabic-es' },
  accessory: { title: 'accessory vs device', target: 'arabic-es' },
} as const satisfies Record<string, { title: string; target: GroupTarget }>;
export type QueryClass = keyof typeof QUERY_CLASSES;

/** A labelled query with the region of its shopper and the failure class it exercises. */
export interface TaggedQuery extends LabelledQuery {
  readonly region: Region;
  readonly kind: QueryClass;
}

/** A query of one region: `t(kind, text, want, ok)`. */
export const regionQueries =
  (region: Region) =>
  (kind: QueryClass, text: string, want: readonly string[], ok: readonly string[] = []): TaggedQuery => ({
    ...q(text, want, ok),
    region,
    kind,
  });

export const groupsByRegion = (queries: readonly TaggedQuery[]): QueryGroup[] =>
  (Object.keys(REGIONS) as Region[]).map((region) => ({
    id: region,
    title: REGIONS[region],
    target: 'arabic-es',
    queries: queries.filter((query) => query.region === region),
  }));

export const groupsByClass = (queries: readonly TaggedQuery[]): QueryGroup[] =>
  (Object.keys(QUERY_CLASSES) as QueryClass[]).map((kind) => ({
    id: kind,
    title: QUERY_CLASSES[kind].title,
    target: QUERY_CLASSES[kind].target,
    queries: queries.filter((query) => query.kind === kind),
  }));

/** One failure class's queries by region (`dialect` words are each region's own). */
export const classByRegion = (queries: readonly TaggedQuery[], kind: QueryClass): QueryGroup[] =>
  groupsByRegion(queries.filter((query) => query.kind === kind)).map((group) => ({
    ...group,
    id: `${kind}-${group.id}`,
    title: `${QUERY_CLASSES[kind].title}, ${group.title}`,
  }));

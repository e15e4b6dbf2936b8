import { match } from 'ts-pattern';
import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import type { Decider, DomainEvent } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import { storable } from '../shared/storable-text.ts';

const Word = z.string().trim().min(1).max(100);

/** Two-way: every word finds the others. One-way: `from` also finds `to`, not the reverse. */
export const SynonymEntryIn = z.discriminatedUnion('type', [
  z.object({ type: z.literal('two_way'), words: z.array(Word).min(2).max(20) }).strict(),
  z.object({ type: z.literal('one_way'), from: Word, to: z.array(Word).min(1).max(20) }).strict(),
]);
export type SynonymEntry = z.infer<typeof SynonymEntryIn>;

export const SynonymSetName = storable(
  z.string().regex(/^[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, _ and -, at most 64'),
);

export const SynonymSetIn = storable(z.object({ entries: z.array(SynonymEntryIn).max(5000) }).strict());

export const SynonymSetOut = z.object({
  name: z.string(),
  entries: z.array(SynonymEntryIn),
  updated_at: IsoDateTime,
});

export const SynonymSetSummaryOut = z.object({
  name: z.string(),
  entries: z.number().int(),
  updated_at: IsoDateTime,
});

export type SynonymSetReplaced = DomainEvent<
  'SynonymSetReplaced',
  { tenantId: string; name: string; entries: SynonymEntry[]; at: string }
>;
export type SynonymSetDeleted = DomainEvent<
  'SynonymSetDeleted',
  { tenantId: string; name: string; at: string }
>;
export type SynonymEvent = SynonymSetReplaced | SynonymSetDeleted;
export const SYNONYM_EVENT_TYPES: ReadonlySet<string> = new Set(['SynonymSetReplaced', 'SynonymSetDeleted']);
export const synonymStream = (tenantId: string, name: string): string => `synonyms-${tenantId}:${name}`;

export type SynonymCommand =
  | {
      readonly type: 'ReplaceSynonymSet';
      readonly tenantId: string;
      readonly name: string;
      readonly entries: SynonymEntry[];
      readonly now: string;
    }
  | {
      readonly type: 'DeleteSynonymSet';
      readonly tenantId: string;
      readonly name: string;
      readonly now: string;
    };

export type SynonymSetState =
  | { readonly exists: false }
  | { readonly exists: true; readonly entries: SynonymEntry[]; readonly updatedAt: string };

export const synonymSetDecider: Decider<SynonymCommand, SynonymEvent, SynonymSetState> = {
  initialState: () => ({ exists: false }),
  evolve: (_state, event) =>
    match(event)
      .with(
        { type: 'SynonymSetReplaced' },
        ({ data }): SynonymSetState => ({ exists: true, entries: data.entries, updatedAt: data.at }),
      )
      .with({ type: 'SynonymSetDeleted' }, (): SynonymSetState => ({ exists: false }))
      .exhaustive(),
  decide: (command, state) =>
    match(command)
      .with({ type: 'ReplaceSynonymSet' }, (c): SynonymEvent[] => {
        if (state.exists && JSON.stringify(state.entries) === JSON.stringify(c.entries)) return [];
        return [
          {
            type: 'SynonymSetReplaced',
            data: { tenantId: c.tenantId, name: c.name, entries: c.entries, at: c.now },
          },
        ];
      })
      .with({ type: 'DeleteSynonymSet' }, (c): SynonymEvent[] => {
        if (!state.exists) throw new DomainError('not_found', 'synonym set was not found');
        return [{ type: 'SynonymSetDeleted', data: { tenantId: c.tenantId, name: c.name, at: c.now } }];
      })
      .exhaustive(),
};

/** From each word (by every normalized form of it) to the words it also finds. */
export function expansionMap(
  entries: readonly SynonymEntry[],
  forms: (word: string) => readonly string[],
): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    for (const key of forms(from)) {
      let set = map.get(key);
      if (!set) {
        set = new Set();
        map.set(key, set);
      }
      if (to !== from) set.add(to);
    }
  };
  for (const e of entries) {
    if (e.type === 'two_way') for (const a of e.words) for (const b of e.words) add(a, b);
    else for (const to of e.to) add(e.from, to);
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}

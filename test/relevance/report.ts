import type { GroupScores, Scores } from './group-scores.ts';

const f = (n: number): string => n.toFixed(3);
const cells = (s: Scores): string[] => [f(s.ndcg), f(s.recall), f(s.mrr)];
const mark = (flag: boolean | null): string => (flag === null ? '' : flag ? 'yes' : 'NO');

/**
 * A per-group table: ours, the ES-arabic-like baseline and MiniSearch side by side, whether
 * ours is at or above the ES baseline on all three figures, and whether the group meets its target.
 */
export function formatTable(groups: readonly GroupScores[], overall: readonly GroupScores[]): string {
  const header = [
    'group',
    'queries',
    'nDCG@10',
    'R@10',
    'MRR',
    'ES nDCG',
    'ES R',
    'ES MRR',
    'MS nDCG',
    'MS R',
    'MS MRR',
    '>=ES',
    'target',
  ];
  const row = (g: GroupScores) => [
    g.title,
    String(g.outcomes.length),
    ...cells(g.scores.ours),
    ...cells(g.scores.es),
    ...cells(g.scores.minisearch),
    mark(g.atOrAboveEs),
    mark(g.meetsTarget),
  ];
  const rows = [header, ...groups.map(row), ...overall.map(row)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    line(header),
    rule,
    ...groups.map((g) => line(row(g))),
    rule,
    ...overall.map((g) => line(row(g))),
  ].join('\n');
}

const short = (ids: readonly string[], max: number): string =>
  ids.length <= max ? ids.join(', ') : `${ids.slice(0, max).join(', ')} (+${ids.length - max})`;

/** The worst queries of the groups below target: what was expected and what came back. */
export function formatMisses(groups: readonly GroupScores[], perGroup: number): string {
  const out: string[] = [];
  for (const g of groups) {
    if (g.meetsTarget !== false || g.misses.length === 0) continue;
    out.push(`\n${g.title}: ${g.misses.length} of ${g.outcomes.length} queries below the bar`);
    for (const o of g.misses.slice(0, perGroup)) {
      const wanted = [...o.grades].filter(([, grade]) => grade === 2).map(([id]) => id);
      const missing = [...o.grades.keys()].filter((id) => !o.ranked.ours.includes(id));
      out.push(
        `  "${o.q}"  nDCG ${f(o.scores.ours.ndcg)} R ${f(o.scores.ours.recall)} MRR ${f(o.scores.ours.mrr)} (ES ${f(o.scores.es.ndcg)}, MiniSearch ${f(o.scores.minisearch.ndcg)})`,
        `    expected: ${short(wanted, 4)}`,
        `    missing:  ${short(missing, 4)}`,
        `    got:      ${o.ranked.ours.length === 0 ? '(nothing)' : short(o.ranked.ours, 4)}`,
      );
    }
  }
  return out.join('\n');
}

import type { GroupScores, Scores } from './group-scores.ts';

const f = (n: number): string => n.toFixed(3);
const cells = (s: Scores): string[] => [f(s.ndcg), f(s.recall), f(s.mrr)];
const mark = (meets: boolean | null): string => (meets === null ? '' : meets ? 'yes' : 'NO');

/** The per-group table: ours and MiniSearch side by side, and whether the group meets its target. */
export function formatTable(groups: readonly GroupScores[], overall: readonly GroupScores[]): string {
  const header = ['group', 'queries', 'nDCG@10', 'R@10', 'MRR', 'MS nDCG@10', 'MS R@10', 'MS MRR', 'target'];
  const row = (g: GroupScores) => [
    g.title,
    String(g.outcomes.length),
    ...cells(g.ours),
    ...cells(g.baseline),
    mark(g.meetsTarget),
  ];
  const rows = [header, ...groups.map(row), ...overall.map(row)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
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
      const missing = [...o.grades.keys()].filter((id) => !o.ours.includes(id));
      out.push(
        `  "${o.q}"  nDCG ${f(o.oursScores.ndcg)} R ${f(o.oursScores.recall)} (MiniSearch ${f(o.baselineScores.ndcg)})`,
        `    expected: ${short(wanted, 4)}`,
        `    missing:  ${short(missing, 4)}`,
        `    got:      ${o.ours.length === 0 ? '(nothing)' : short(o.ours, 4)}`,
      );
    }
  }
  return out.join('\n');
}

import type { Rule, RuleInput } from '../../domain/merchandising/rule.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

interface RuleRow {
  id: string;
  doc: RuleInput;
  created_at: Date;
  updated_at: Date;
}

const toRule = (r: RuleRow): Rule => ({
  ...r.doc,
  id: r.id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function findRule(sql: SqlExecutor, tenantId: string, id: string): Promise<Rule | null> {
  const { rows } = await sql.query<RuleRow>(
    'select id, doc, created_at, updated_at from rules where tenant_id = $1 and id = $2',
    [tenantId, id],
  );
  return rows[0] ? toRule(rows[0]) : null;
}

/** Rules in id order after `afterId` (ids are time-ordered, so creation order). */
export async function listRules(
  sql: SqlExecutor,
  tenantId: string,
  afterId: string | null,
  limit: number,
): Promise<Rule[]> {
  const { rows } = await sql.query<RuleRow>(
    `select id, doc, created_at, updated_at from rules where tenant_id = $1 and ($2::text is null or id > $2)
      order by id limit $3`,
    [tenantId, afterId, limit],
  );
  return rows.map(toRule);
}

export async function allRules(sql: SqlExecutor, tenantId: string): Promise<Rule[]> {
  const { rows } = await sql.query<RuleRow>(
    'select id, doc, created_at, updated_at from rules where tenant_id = $1',
    [tenantId],
  );
  return rows.map(toRule);
}

export async function countRules(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from rules where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

import type { z } from 'zod';

/** A copy of a value with only what its schema declares (undefined when left out). */
type Picker = (value: unknown) => unknown;

interface SchemaDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { def: SchemaDef }).def;

const same: Picker = (value) => value;

function compile(schema: z.ZodType): Picker {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({ key, pick: compile(field) }));
      return (value) => {
        if (value === null || typeof value !== 'object') return value;
        const record = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const field of fields) {
          const v = record[field.key];
          if (v !== undefined) out[field.key] = field.pick(v);
        }
        return out;
      };
    }
    case 'array': {
      const element = def.element ? compile(def.element) : same;
      if (element === same) return same;
      return (value) => (Array.isArray(value) ? value.map((v) => element(v)) : value);
    }
    case 'nullable':
    case 'optional':
    case 'default': {
      const inner = def.innerType ? compile(def.innerType) : same;
      return inner === same ? same : (value) => (value === null ? null : inner(value));
    }
    default:
      // Strings, numbers, booleans, enums, records and unknown values: written as they are.
      return same;
  }
}

/**
 * A JSON writer for answers of `schema`: the fields the schema declares, in its order, as zod's
 * encode followed by JSON.stringify would write them, without validating the values again. For
 * answers the code builds with the schema's TypeScript type, checking them on every request cost
 * about as much as writing them; undeclared fields are still left out.
 */
export function responseJson(schema: z.ZodType): (value: unknown) => string {
  const pick = compile(schema);
  return (value) => JSON.stringify(pick(value)) ?? 'null';
}

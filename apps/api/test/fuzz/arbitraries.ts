import fc from 'fast-check';
import { MONEY_MAX, MONEY_MIN } from '@app/contract';

/** The part of JSON Schema that zod's toJSONSchema emits for our contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Values no form would send: the point of the fuzzer. */
export const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x'.repeat(70_000),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '%',
  '_',
  '\\',
  '💥🏳️‍🌈𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ',
  '\u202Eevil',
  '{{7*7}}${7*7}',
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  'NaN',
  'Infinity',
  '1e400',
  '-99999999999999999999999.99',
  '0.001',
  '12,50',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '25:61',
  true,
  false,
  [],
  [null],
  {},
  { $gt: '' },
  { toString: 'x' },
];

export const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateArb = fc
  .record({
    y: fc.integer({ min: 1990, max: 2040 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const timeArb = fc
  .record({ h: fc.integer({ min: 0, max: 24 }), m: fc.integer({ min: 0, max: 60 }) })
  .map(({ h, m }) => `${pad(h)}:${pad(m)}`);
/**
 * The edges of the one money range (contract money-range.ts): the largest and smallest values
 * a column holds, a hundredth past each, a negative, and sums that leave the range.
 */
export const MONEY_EDGES = [
  MONEY_MAX,
  MONEY_MIN,
  '1000000000000.00',
  '-1000000000000.00',
  '-0.01',
  '999999999999.999',
  999_999_999_999.99,
  1e12,
  '0.00',
];
const moneyArb = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...MONEY_EDGES) },
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([a, b]) => `${a}.${pad(b)}`),
  fc.double({ min: -1e6, max: 1e12, noNaN: true }),
);

/** What a plausible client would put in a field, told from its name. */
function byName(name: string, ids: fc.Arbitrary<number>): fc.Arbitrary<unknown> | null {
  if (name === 'id' || name.endsWith('_id')) return fc.oneof(ids, ids.map(String));
  if (name.endsWith('_ids') || name === 'permissions') return null;
  if (name.includes('date') || name === 'from' || name === 'to') return dateArb;
  if (name.includes('time')) return timeArb;
  if (name.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant('a@b.co'));
  if (/amount|balance|rate|price|cost|paid|payable|fare|total/.test(name)) return moneyArb;
  if (name === 'page' || name === 'per_page') return fc.integer({ min: -2, max: 6000 });
  return null;
}

/** A value for one schema node: mostly plausible, sometimes hostile. */
export function valueFor(
  s: JsonSchema,
  ids: fc.Arbitrary<number>,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: plausible(s, ids, name, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

function plausible(
  s: JsonSchema,
  ids: fc.Arbitrary<number>,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((a) => plausible(a, ids, name, depth)));
  }
  const named = byName(name, ids);
  if (named) return named;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object':
      return objectFor(s, ids, depth);
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(valueFor(s.items ?? {}, ids, name, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -10, max: s.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({ maxLength: Math.min(s.maxLength ?? 60, 300) });
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Fields no client may set: sent on every write now and then (mass assignment). */
const PRIVILEGED = {
  role: fc.constantFrom('admin', 'manager'),
  is_active: fc.boolean(),
  status: fc.constantFrom('approved', 'paid', 'confirmed'),
  approved_by: fc.integer({ min: 1, max: 5 }),
  created_by: fc.integer({ min: 1, max: 5 }),
  current_balance: moneyArb,
  paid_amount: moneyArb,
  balance_amount: moneyArb,
  profit: moneyArb,
  ['__proto__']: fc.constant({ polluted: true }),
  constructor: fc.constant({ prototype: { polluted: true } }),
};

export function objectFor(
  s: JsonSchema,
  ids: fc.Arbitrary<number>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([k, v]) => [k, valueFor(v, ids, k, depth + 1)]),
  );
  // Required fields are usually present so requests get past the first check.
  const base = fc.record(props, { requiredKeys: [] });
  const full = fc.record(props, { requiredKeys: s.required ?? [] });
  const extra = depth === 0 ? fc.record(PRIVILEGED, { requiredKeys: [] }) : fc.constant({});
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: full }, { weight: 1, arbitrary: base }), extra)
    .map(([o, e]) => ({ ...e, ...o }));
}

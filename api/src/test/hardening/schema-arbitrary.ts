import fc from 'fast-check';
import { z } from 'zod';
import { EXTRA_KEYS, HOSTILE_STRINGS, hostileNumber, hostileValue } from './hostile.js';

/** The part of JSON Schema that zod's toJSONSchema writes for the contracts' request schemas. */
interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values that reach deeper than validation: real basket ids, product ids, codes, by field name. */
export type Pools = Record<string, readonly unknown[]>;

/** The request schema as the client writes it (before trims and transforms), as JSON Schema. */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = s.maxLength ?? 60;
  // The schema's own pattern first: fast-check's e-mails follow the RFC, wider than zod's rule.
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= maxLength && v.length >= (s.minLength ?? 0));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (s.format === 'uuid') return fc.uuid();
  const plain = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(maxLength, 60) });
  // Injections, NUL bytes and odd Unicode that pass validation: they are what reaches the database.
  const fitting = HOSTILE_STRINGS.filter((v) => v.length <= maxLength && v.trim().length >= (s.minLength ?? 0));
  return fitting.length ? fc.oneof(plain, fc.constantFrom(...fitting)) : plain;
}

/** What a well-behaved client would send for this schema (pools first: they open real rows). */
function valid(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const derived = validDerived(s, name, pools);
  const pool = pools[name];
  return pool?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: derived }) : derived;
}

function validDerived(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((option) => valid(option, name, pools)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  switch (s.type) {
    case 'string':
      return validString(s);
    case 'integer':
      return fc.integer({
        min: s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000),
        max: s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? valid(s.items, name, pools) : hostileValue, { maxLength: 3 });
    case 'object':
      return validObject(s, pools);
    default:
      return hostileValue;
  }
}

/** Just past each bound the schema states, and the classic traps of its type. */
function edge(s: JsonSchema): fc.Arbitrary<unknown> {
  const arbitraries = (s.anyOf ?? s.oneOf ?? [s]).flatMap((o): fc.Arbitrary<unknown>[] => {
    switch (o.type) {
      case 'string': {
        const lengths = [o.maxLength, o.minLength].filter((n): n is number => n !== undefined);
        return [
          fc.constantFrom(...lengths.flatMap((n) => [' '.repeat(n + 1), 'x'.repeat(n + 1), 'é'.repeat(n), 'x'.repeat(Math.max(n - 1, 0))]), ...HOSTILE_STRINGS),
        ];
      }
      case 'integer':
      case 'number': {
        const bounds = [o.minimum, o.maximum, o.exclusiveMinimum, o.exclusiveMaximum].filter((n): n is number => n !== undefined);
        return [fc.constantFrom(...bounds.flatMap((n) => [n - 1, n + 1, n + 0.5, -n]), 0, -1, 1.5), hostileNumber];
      }
      default:
        return [];
    }
  });
  return arbitraries.length ? fc.oneof(...arbitraries) : hostileValue;
}

/** A value a field should not hold: past an edge, of another type, or null. */
function wrong(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: edge(s) }, { weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(null) });
}

const MISSING = Symbol('missing');
type Entry = readonly [string, unknown];

function toObject(entries: readonly Entry[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // defineProperty, so that '__proto__' becomes a key of the JSON instead of the prototype.
  for (const [key, value] of entries) {
    if (value !== MISSING) Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return body;
}

/** Every required field right, optional ones right or absent: what reaches the handler's logic. */
function validEntries(s: JsonSchema, pools: Pools): fc.Arbitrary<Entry[]> {
  const required = new Set(s.required ?? []);
  const entries = Object.entries(s.properties ?? {}).map(([name, schema]) => {
    const value = valid(schema, name, pools);
    return (required.has(name) ? value : fc.oneof(value, fc.constant(MISSING))).map((v): Entry => [name, v]);
  });
  return fc.tuple(...entries);
}

function validObject(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  return validEntries(s, pools).map(toObject);
}

/** A right object but for one field: wrong, or missing. */
function oneOffObject(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(s.properties ?? {});
  if (!properties.length) return validObject(s, pools);
  const spoilt = fc
    .constantFrom(...properties)
    .chain(([name, schema]) => fc.oneof({ weight: 4, arbitrary: wrong(schema) }, { weight: 1, arbitrary: fc.constant(MISSING) }).map((v): Entry => [name, v]));
  return fc
    .tuple(validEntries(s, pools), spoilt)
    .map(([entries, [name, value]]) => toObject(entries.map((entry) => (entry[0] === name ? [name, value] : entry))));
}

/** Each field independently right, wrong or missing. */
function chaosObject(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(s.properties ?? {}).map(([name, schema]) =>
    fc
      .oneof({ weight: 3, arbitrary: valid(schema, name, pools) }, { weight: 2, arbitrary: wrong(schema) }, { weight: 1, arbitrary: fc.constant(MISSING) })
      .map((v): Entry => [name, v]),
  );
  return fc.tuple(...entries).map(toObject);
}

/** Keys the schema does not know, prices and prototype pollution among them: ignored or refused. */
function withExtras(object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const extras = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), hostileValue), {
    minLength: 1,
    maxLength: 3,
  });
  return fc.oneof(
    { weight: 4, arbitrary: object },
    { weight: 1, arbitrary: fc.tuple(object, extras).map(([body, extra]) => toObject([...extra, ...Object.entries(body)])) },
  );
}

/** An object for the schema: right, right but for one field, or anything goes. */
function objectOf(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  // A discriminated union: one of its object shapes.
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((option) => objectOf(option, pools)));
  return withExtras(
    fc.oneof(
      { weight: 4, arbitrary: validObject(s, pools) },
      { weight: 3, arbitrary: oneOffObject(s, pools) },
      { weight: 2, arbitrary: chaosObject(s, pools) },
    ),
  );
}

/** Bodies derived from a contracts schema: mostly objects of its shape, sometimes any JSON at all. */
export function bodyArbitrary(schema: z.core.$ZodType | undefined, pools: Pools): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostileValue });
  return fc.oneof({ weight: 9, arbitrary: objectOf(jsonSchemaOf(schema), pools) }, { weight: 1, arbitrary: fc.oneof(hostileValue, fc.constant({})) });
}

/** Query strings for a contracts query schema: its fields, right or wrong, as a browser would encode them. */
export function queryArbitrary(schema: z.core.$ZodType, pools: Pools): fc.Arbitrary<string> {
  return objectOf(jsonSchemaOf(schema), pools).map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

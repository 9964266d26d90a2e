import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers and their schemas, checked strictly in tests. Parsing with a zod object
 * drops the keys it does not list, so an answer that grew a field its schema lacks would lose
 * that field without a word in production. In NODE_ENV=test such an answer is a 500 instead,
 * naming the fields, so the schema is fixed in the change that added the field.
 */

/** The paths of `raw`'s keys that `sent` lacks (both plain JSON values). */
export function droppedKeys(raw: unknown, sent: unknown, at = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(sent)) {
    return raw.flatMap((item, i) => droppedKeys(item, sent[i], `${at}[${i}]`));
  }
  if (!isRecord(raw) || !isRecord(sent)) return [];
  return Object.entries(raw).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (value === undefined) return [];
    return key in sent ? droppedKeys(value, sent[key], path) : [path];
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Throws when the schema would drop any of the answer's fields. */
export function assertNothingDropped(
  method: string,
  url: string,
  raw: unknown,
  parsed: unknown,
): void {
  // Through JSON, as the answer travels: a Date becomes its string, undefined goes. `parsed`
  // is read from the sent text already.
  const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? 'null');
  const dropped = droppedKeys(plain(raw), parsed);
  if (dropped.length > 0) {
    const list = dropped.slice(0, 5).join(', ') + (dropped.length > 5 ? ', …' : '');
    const message = `The answer holds fields its schema does not list: ${list}`;
    throw new ResponseSerializationError(method, url, {
      cause: new z.ZodError([{ code: 'custom', message, path: [], input: raw }]),
    });
  }
}

/**
 * Answers already checked, by identity: one object sent again (the OpenAPI document, 634 KB,
 * built once) is checked once, not on each of a thousand requests (20 ms each). An answer is
 * built afresh for each request otherwise, and none is changed after it is sent.
 */
const checked = new WeakSet<object>();

/** fastify-type-provider-zod's serializer, plus the dropped-fields check. */
export const strictSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data: unknown) => {
    const text = serialize(data);
    const kept = typeof data === 'object' && data !== null ? data : null;
    if (kept && checked.has(kept)) return text;
    assertNothingDropped(route.method, route.url, data, JSON.parse(text));
    if (kept) checked.add(kept);
    return text;
  };
};

import { writeFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';

/*
 * The document at /api/docs as two maintained linters read it: Redocly's `recommended` rules
 * and Spectral's `spectral:oas`. A client generator or a mock server trusts what they check
 * (an operation's id and summary, a `nullable` beside its type, who may call a route), so
 * neither may report an error. Warnings are allowed; the test prints their count by rule.
 */
let t: TestContext;
let source: string;

beforeAll(async () => {
  t = await createTestApp({ apiDocsPublic: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  source = JSON.stringify(res.json(), null, 2);
  if (process.env.OPENAPI_DUMP) await writeFile(process.env.OPENAPI_DUMP, source);
});
afterAll(async () => {
  await t?.close();
});

interface Problem {
  rule: string;
  where: string;
  message: string;
}

/** The problems of one severity, and a readable list of the first ones. */
function report(problems: Problem[]) {
  const byRule = new Map<string, number>();
  for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
  const first = problems
    .slice(0, 20)
    .map((p) => `${p.rule} at ${p.where}: ${p.message}`)
    .join('\n');
  return { count: problems.length, byRule: Object.fromEntries(byRule), first };
}

describe('the OpenAPI document, linted', () => {
  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'api.json', config });
    const as = (severity: string) =>
      report(
        problems
          .filter((p) => p.severity === severity)
          .map((p) => ({
            rule: p.ruleId,
            where: p.location[0]?.pointer ?? '',
            message: p.message,
          })),
      );
    const errors = as('error');
    console.info('Redocly recommended: warnings by rule', as('warn').byRule);
    expect(
      errors.count,
      `${errors.count} errors, ${JSON.stringify(errors.byRule)}\n${errors.first}`,
    ).toBe(0);
  });

  it("has no error under Spectral's spectral:oas", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas as never] });
    const results = await spectral.run(new Document(source, Json, 'api.json'));
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    const as = (severity: number) =>
      report(
        results
          .filter((r) => Number(r.severity) === severity)
          .map((r) => ({ rule: String(r.code), where: r.path.join('.'), message: r.message })),
      );
    const errors = as(0);
    console.info('Spectral spectral:oas: warnings by rule', as(1).byRule);
    expect(
      errors.count,
      `${errors.count} errors, ${JSON.stringify(errors.byRule)}\n${errors.first}`,
    ).toBe(0);
  });

  it("gives openapi-typescript's client every operation by its catalogue key", async () => {
    const client = astToString(await openapiTS(JSON.parse(source) as never));
    const operations = client.slice(client.indexOf('export interface operations'));
    expect(operations).toContain('"bookings.create": {');
  });
});

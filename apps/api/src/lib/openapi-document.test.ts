import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointSpec } from '@app/contract';
import {
  catalogue,
  endpointKey,
  MAX_PER_PAGE,
  successStatus,
  systemEndpoints,
  transactionEndpoints,
  transactionInput,
} from '@app/contract';
import { openApiPath } from '../plugins/openapi.ts';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';

/*
 * The OpenAPI document at /api/docs is built from the same schemas the routes validate with
 * (decision 026). A maintained validator checks the whole document; a client generated from it
 * with openapi-typescript type-checks calls of the catalogued features, and refuses a wrong
 * field name.
 */
let t: TestContext;
let doc: Record<string, any>;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ apiDocsPublic: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = await mkdtemp(path.join(os.tmpdir(), 'travel-openapi-'));
  await writeFile(
    path.join(dir, 'api.ts'),
    astToString(await openapiTS(structuredClone(doc) as never)),
  );
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Type-check one file beside the generated client; the messages of its errors. */
async function typeErrors(name: string, source: string) {
  const file = path.join(dir, name);
  await writeFile(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const HELPERS = `
import type { paths } from './api.ts';
type Json<P extends keyof paths, M extends keyof paths[P], S extends PropertyKey> =
  paths[P][M] extends { responses: infer R }
    ? S extends keyof R
      ? R[S] extends { content: { 'application/json': infer J } } ? J : never
      : never
    : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer J } };
} ? J : never;
`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI, as a maintained validator reads it', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('gives every catalogued operation its answer and the error envelope', () => {
    for (const e of catalogue as readonly EndpointSpec[]) {
      const url = openApiPath(e);
      const op = doc.paths[url]?.[e.method.toLowerCase()];
      const where = `${e.method} ${url}`;
      expect(op, where).toBeDefined();
      const content = op.responses[successStatus(e)]?.content;
      if (e.produces) {
        // A file or a page: under its own media type, never called JSON.
        expect(Object.keys(content ?? {}), where).toEqual([e.produces].flat());
      } else if (e === systemEndpoints.docs) {
        // The document itself is OpenAPI, not an envelope: its schema names its own fields.
        expect(content?.['application/json']?.schema?.properties?.openapi, where).toBeDefined();
      } else {
        expect(content?.['application/json']?.schema?.properties?.success, where).toBeDefined();
      }
      expect(op.responses['4XX']?.content?.['application/json']?.schema?.properties, where).toEqual(
        expect.objectContaining({ success: expect.anything(), message: expect.anything() }),
      );
    }
  });

  it('names every operation by its catalogue key, with a summary', () => {
    const ids = new Set<string>();
    for (const e of catalogue as readonly EndpointSpec[]) {
      const op = doc.paths[openApiPath(e)][e.method.toLowerCase()];
      const where = `${e.method} ${openApiPath(e)}`;
      expect(op.operationId, where).toBe(endpointKey(e));
      expect(op.operationId, where).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(op.summary, where).toMatch(/^[A-Z].{8,}[^.]$/);
      ids.add(op.operationId);
    }
    expect(ids.size).toBe(catalogue.length);
    expect(doc.paths['/api/bookings'].post.operationId).toBe('bookings.create');
  });

  it('says who may call each operation: nobody signed in for the public ones, a signed link for a preview', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    // Served without a session: the log-in, the health check, and here the document itself.
    for (const [url, method] of [
      ['/api/login', 'post'],
      ['/api/health', 'get'],
      ['/api/docs', 'get'],
    ] as const) {
      expect(doc.paths[url][method].security, url).toEqual([]);
    }
    for (const url of ['/api/vouchers/{id}/preview', '/api/receipts/{id}/preview']) {
      expect(doc.paths[url].get.security, url).toEqual([{ previewToken: [] }]);
    }
    expect(doc.components.securitySchemes.previewToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'query', name: 'token' }),
    );
    // Everything else takes the session's bearer token (the document's default).
    expect(doc.paths['/api/bookings'].get.security).toBeUndefined();
    expect(doc.paths['/api/vouchers/{id}/preview-token'].post.security).toBeUndefined();
  });

  it('writes the rules the server checks into the schemas', () => {
    const body = (url: string, method = 'post') =>
      doc.paths[url][method].requestBody.content['application/json'].schema;
    const staff = body('/api/staff').properties;
    expect(staff.email).toEqual(expect.objectContaining({ format: 'email', maxLength: 255 }));
    expect(staff.phone.pattern).toBeDefined();
    const booking = body('/api/bookings').properties;
    expect(booking.sale_amount).toEqual(
      expect.objectContaining({ minimum: 0, maximum: 999999999999.99 }),
    );
    expect(booking.total_adults.anyOf[0]).toEqual(
      expect.objectContaining({ minimum: 0, maximum: 999 }),
    );
    expect(booking.guest_email.anyOf[0]).toEqual(expect.objectContaining({ format: 'email' }));
    expect(booking.travel_start_date.anyOf[0]).toEqual(expect.objectContaining({ format: 'date' }));
    const perPage = doc.paths['/api/bookings'].get.parameters.find(
      (p: { name: string }) => p.name === 'per_page',
    );
    expect(perPage.schema).toEqual(
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: MAX_PER_PAGE }),
    );
  });

  it('describes the enquiry body as its two kinds, never an open object', () => {
    for (const method of ['post', 'put']) {
      const url = method === 'post' ? '/api/enquiries' : '/api/enquiries/{id}';
      const schema = doc.paths[url][method].requestBody.content['application/json'].schema;
      expect(schema.additionalProperties, url).toBeUndefined();
      const kinds = schema.anyOf.map(
        (k: { properties: { enquiry_type: { enum: string[] } } }) => k.properties.enquiry_type.enum,
      );
      expect(kinds, url).toEqual([['direct'], ['agent']]);
      expect(schema.anyOf[1].required, url).toEqual(
        expect.arrayContaining(['enquiry_type', 'agent_id']),
      );
    }
  });

  it('describes the transaction form: its fields and the attachment as multipart, the fields as JSON', () => {
    const fields = Object.keys(transactionInput.shape);
    const { create, update, updatePut } = transactionEndpoints;
    for (const e of [create, update, updatePut]) {
      const where = `${e.method} ${openApiPath(e)}`;
      const body = doc.paths[openApiPath(e)][e.method.toLowerCase()].requestBody;
      expect(Object.keys(body?.content ?? {}), where).toEqual([
        'multipart/form-data',
        'application/json',
      ]);
      const form = body.content['multipart/form-data'].schema;
      expect(Object.keys(form.properties), where).toEqual(expect.arrayContaining(fields));
      expect(form.properties.attachment, where).toEqual(
        expect.objectContaining({ type: 'string', format: 'binary' }),
      );
      expect(form.required, where).toEqual(expect.arrayContaining(['type', 'amount']));
      expect(form.required, where).not.toContain('attachment');
      // JSON carries no file: the same fields, without the attachment.
      const json = body.content['application/json'].schema;
      expect(Object.keys(json.properties), where).toEqual(expect.arrayContaining(fields));
      expect(json.properties.attachment, where).toBeUndefined();
    }
    const changed = doc.paths['/api/transactions/{id}'].post.requestBody;
    expect(
      changed.content['multipart/form-data'].schema.properties.remove_attachment,
    ).toBeDefined();
  });

  it('generates a client whose calls type-check, and a wrong field name does not', async () => {
    const good = `${HELPERS}
declare const branch: Json<'/api/branches/{id}', 'get', 200>;
export const city: string = branch.data.city;
export const manager: string | undefined = branch.data.manager?.user.name;
declare const accounts: Json<'/api/accounts', 'get', 200>;
export const balance: string | undefined = accounts.data[0]?.current_balance;
export const pages: number = accounts.last_page;
declare const statement: Json<'/api/accounts/{id}/statement', 'get', 200>;
export const closing: string = statement.period.closing_balance;
export const category: Body<'/api/transaction-categories', 'post'> = { name: 'Fees' };
declare const toggled: Json<'/api/transaction-categories/{id}/toggle-status', 'post', 200>;
export const active: boolean = toggled.data.is_active;
declare const refusal: Json<'/api/branches', 'post', '4XX'>;
export const fields: Record<string, string[]> | undefined = refusal.errors;
`;
    expect(await typeErrors('good.ts', good)).toEqual([]);

    const bad = `${HELPERS}
declare const branch: Json<'/api/branches/{id}', 'get', 200>;
export const city: string = branch.data.cty;
declare const statement: Json<'/api/accounts/{id}/statement', 'get', 200>;
export const closing: string = statement.period.closing;
export const category: Body<'/api/transaction-categories', 'post'> = { nmae: 'Fees' };
`;
    const errors = await typeErrors('bad.ts', bad);
    expect(errors).toHaveLength(3);
    for (const name of ["'cty'", "'closing'", "'nmae'"]) {
      expect(
        errors.some((m) => m.includes(name)),
        `${name} in ${errors.join('\n')}`,
      ).toBe(true);
    }
  });
});

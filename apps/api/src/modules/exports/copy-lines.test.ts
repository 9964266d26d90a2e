import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './cells.ts';
import { CsvFromCopy } from './csv.ts';
import { inlineParams } from './stream-rows.ts';

/**
 * The bookings CSV comes from `COPY (...) TO STDOUT (FORMAT binary)`: its statement
 * carries the filters as literals, and its tuples may be cut anywhere by the socket's chunks.
 */
const escape = (s: string) => `'${s.replace(/'/g, "''")}'`;

describe('inlineParams', () => {
  it('replaces placeholders outside quoted strings and identifiers, nulls as NULL', () => {
    const text = `select '$1', "a$2" from t where x = $1 and y = $2 and z = $10 and n is $3`;
    const params = ["it's", 5, null, 4, 5, 6, 7, 8, 9, 'ten'];
    expect(inlineParams(text, params, escape)).toBe(
      `select '$1', "a$2" from t where x = 'it''s' and y = '5' and z = 'ten' and n is NULL`,
    );
  });

  it('refuses a value it cannot write as a literal', () => {
    expect(() => inlineParams('select $1', [{ a: 1 }], escape)).toThrow(/cannot be written/);
  });
});

/** A COPY binary stream of one text column holding `lines`. */
function copyBytes(lines: (string | null)[]) {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const line of lines) {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    const body = line === null ? Buffer.alloc(0) : Buffer.from(line);
    head.writeInt32BE(line === null ? -1 : body.length, 2);
    parts.push(head, body);
  }
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1, 0);
  return Buffer.concat([...parts, end]);
}

async function read(chunks: Buffer[]) {
  const csv = new CsvFromCopy(columnsOf(['id', 'guest_name']));
  const input = new PassThrough();
  input.pipe(csv);
  // Copies: the reader writes its lines into the chunks it is given (they are its own).
  for (const c of chunks) input.write(Buffer.from(c));
  input.end();
  let out = '';
  for await (const c of csv) out += String(c);
  return { out, rows: csv.rows };
}

describe('CsvFromCopy', () => {
  const lines = ['1,Ravi', '2,"Ravi, ""Jr"""', '3,"a\r\nb"', null, '5,राम'];
  const expected =
    '\uFEFFId,Guest name\r\n1,Ravi\r\n2,"Ravi, ""Jr"""\r\n3,"a\r\nb"\r\n\r\n5,राम\r\n';

  it('writes the header, then each line with CRLF, however the chunks cut the tuples', async () => {
    const bytes = copyBytes(lines);
    expect(await read([bytes])).toEqual({ out: expected, rows: 5 });
    // Every cut point, and a byte at a time.
    for (let cut = 1; cut < bytes.length; cut++) {
      const r = await read([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(r.out, `cut at ${cut}`).toBe(expected);
    }
    const single = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect((await read(single)).out).toBe(expected);
  });

  it('fails a stream that ends before its trailer', async () => {
    const bytes = copyBytes(lines);
    await expect(read([bytes.subarray(0, bytes.length - 2)])).rejects.toThrow(/ended before/);
  });
});

import { describe, expect, it } from 'vitest';
import { idParams, MAX_ID } from './fields.ts';
import { readPathId } from './path-id.ts';

describe('readPathId', () => {
  it('answers as idParams does, for ids and for junk', () => {
    const texts = [
      '1',
      '42',
      String(MAX_ID),
      String(MAX_ID + 1),
      '99999999999',
      '0',
      '01',
      '-1',
      '+1',
      '1e3',
      '0x10',
      '2.5',
      ' 5',
      '5 ',
      '',
      'abc',
      undefined,
    ];
    for (const text of texts) {
      const r = idParams.shape.id.safeParse(text);
      expect(readPathId(text), String(text)).toBe(r.success ? r.data : null);
    }
  });
});

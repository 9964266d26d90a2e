import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HHMM_PATTERN, optionalPan, phoneField, requiredTime } from './fields.ts';
import { moneyPattern, PHONE_PATTERN } from './json-schema.ts';
import { moneyField } from './money.ts';

/*
 * The patterns the OpenAPI document gives a field must accept exactly what the field's own
 * check accepts: a client that trusts the document is never refused, nor told a value passes
 * that the server refuses.
 */
const agrees = (pattern: string, check: z.ZodType, samples: string[]) => {
  const re = new RegExp(pattern);
  for (const s of samples) expect(re.test(s), JSON.stringify(s)).toBe(check.safeParse(s).success);
};

describe("the document's patterns agree with the checks", () => {
  it('phone numbers', () => {
    agrees(PHONE_PATTERN, phoneField('phone'), [
      '9876543',
      '987654',
      '+91 98765 43210',
      ' +91-98765-43210 ',
      '123456789012345',
      '1234567890123456',
      '1 2 3 4 5 6 7',
      '1--2  3456789',
      '+ 9876543',
      '++9876543',
      '9876543-',
      '-9876543',
      '98765x43',
      '(987) 6543',
    ]);
  });

  it('money as text', () => {
    agrees(moneyPattern(false), moneyField('amount'), [
      '0',
      '12',
      '12.5',
      '12.50',
      ' 12.50 ',
      '12.505',
      '-1',
      '1e3',
      '12.',
      '.5',
      'abc',
    ]);
  });

  it('times', () => {
    agrees(HHMM_PATTERN, requiredTime('time'), [
      '09:30',
      '23:59',
      '24:00',
      '9:30',
      '09:30:00',
      '09:30:15',
      ' 09:30 ',
    ]);
  });

  it('PAN', () => {
    const pan = optionalPan('guest_pan');
    const json = z.toJSONSchema(pan, { io: 'input', unrepresentable: 'any' }) as {
      anyOf: { pattern?: string }[];
    };
    const pattern = json.anyOf[0]!.pattern!;
    agrees(pattern, pan, ['ABCDE1234F', ' ABCDE1234F ', 'abcde1234f', 'ABCD1234F', 'ABCDE12345']);
  });
});

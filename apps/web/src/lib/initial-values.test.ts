import { describe, expect, it } from 'vitest';
import { valuesFrom } from './initial-values.ts';

describe('valuesFrom: a form starts from the record or its blanks', () => {
  const blank = { name: '', email: '', active: true };

  it('takes the blanks when there is no record', () => {
    expect(valuesFrom(undefined, blank)).toEqual(blank);
  });

  it("takes the record's values, a blank for a null, and no other column", () => {
    const driver = { id: 4, name: 'Ravi', email: null, active: false, created_at: 'x' };
    expect(valuesFrom(driver, blank)).toEqual({ name: 'Ravi', email: '', active: false });
  });
});

/**
 * A money string ('1234.5', '-0.75') as a whole number of fils, exactly: the web app compares
 * and divides amounts on these, never on floats, and needs no decimal library.
 */
export const fils = (v: string) => {
  const [whole = '0', frac = ''] = v.trim().replace('-', '').split('.');
  const n = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return v.trim().startsWith('-') ? -n : n;
};

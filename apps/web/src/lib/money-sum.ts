/**
 * The exact sum of decimal amounts as text with two places ("2500.00" + "0.50" → "2500.50"),
 * in paise as whole numbers: a float would lose a paisa on large totals, and decimal.js stays
 * out of pages that only show data.
 */
export function sumMoney(values: readonly string[]): string {
  const paise = values.reduce((sum, v) => {
    const text = v.trim();
    const neg = text.startsWith('-');
    const [int = '0', frac = ''] = text.replace(/^[-+]/, '').split('.');
    const n = BigInt(int || '0') * 100n + BigInt((frac + '00').slice(0, 2));
    return sum + (neg ? -n : n);
  }, 0n);
  const neg = paise < 0n;
  const abs = neg ? -paise : paise;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * A tax document's total as Indian English writes it on an invoice: "Rupees One Lakh Five
 * Thousand Only", the paise after it ("Rupees Ten and Fifty Paise Only"). Read from the decimal
 * text, digit by digit, never through a float; zod-free, so a screen may use it too.
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Forty-Five". */
function belowHundred(n: number) {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** 1 to 999: "One Hundred Five". */
function belowThousand(n: number) {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number in lakhs and crores ("One Crore Twenty Lakh Five Thousand"); crores past 99
 * are counted in the same words ("One Thousand Two Hundred Crore").
 */
export function indianWords(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (!/^\d+$/.test(clean)) throw new RangeError(`Not a whole number: ${digits}`);
  if (/^0+$/.test(clean)) return 'Zero';
  const crores = clean.length > 7 ? clean.slice(0, -7) : '';
  const rest = Number(clean.slice(-7));
  const parts = [
    crores && !/^0+$/.test(crores) ? `${indianWords(crores)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor(rest / 1000) % 100 ? `${belowHundred(Math.floor(rest / 1000) % 100)} Thousand` : '',
    rest % 1000 ? belowThousand(rest % 1000) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * "105000.00" → "Rupees One Lakh Five Thousand Only"; "10.50" → "Rupees Ten and Fifty Paise
 * Only"; "0.50" → "Fifty Paise Only". A third decimal other than zero is refused: an amount in
 * rupees has whole paise.
 */
export function rupeesInWords(amount: string): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m || /[1-9]/.test((m[2] ?? '').slice(2)))
    throw new RangeError(`Not an amount in rupees and paise: ${amount}`);
  const rupees = m[1]!;
  const paise = Number(((m[2] ?? '') + '00').slice(0, 2));
  const paiseWords = paise ? `${belowHundred(paise)} Paise` : '';
  if (/^0+$/.test(rupees)) return `${paiseWords || 'Rupees Zero'} Only`;
  return `Rupees ${indianWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ''} Only`;
}

/** Indian digit grouping of decimal text, two places: "105000" → "1,05,000.00". */
export function indianGrouped(amount: string): string {
  const text = amount.trim();
  const neg = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace(/^[-+]/, '').split('.');
  const whole = int.replace(/^0+(?=\d)/, '');
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${head ? `${head},` : ''}${last3}.${(frac + '00').slice(0, 2)}`;
}

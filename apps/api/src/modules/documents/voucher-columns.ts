/** How wide a text is, in points, in the font the table prints it with. */
export type Measure = (text: string, role: 'header' | 'cell') => number;

// pdfkit's line wrapper compares float widths: a word exactly as wide as its line can still
// be pushed to the next one. A point of slack keeps it whole.
const SLACK = 1;

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const longestWord = (s: string, role: 'header' | 'cell', measure: Measure) =>
  Math.max(0, ...words(s).map((w) => measure(w, role)));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Column widths from the table's content, so that a header never breaks inside a word
 * ("NIGHT S", "CONFIRMATIO N"): every column gets at least its header's longest word, then,
 * room permitting, its cells' longest word; what is left goes to the columns whose text would
 * still wrap, in proportion to how much more they need to sit on one line.
 *
 * `pad` is the cell padding on each side. Headers are the table's own constants: if even
 * their words cannot fit the page, that is a programming error and it throws.
 */
export function columnWidths(
  headers: string[],
  rows: string[][],
  total: number,
  pad: number,
  measure: Measure,
): number[] {
  const box = (w: number) => (w > 0 ? w + pad * 2 + SLACK : pad * 2);
  const cells = (i: number) => rows.map((r) => r[i] ?? '');
  const headerMin = headers.map((h) => box(longestWord(h, 'header', measure)));
  if (sum(headerMin) > total)
    throw new Error(`Voucher table headers need ${sum(headerMin)}pt, the page has ${total}pt`);
  const wordMin = headers.map((h, i) =>
    Math.max(headerMin[i]!, ...cells(i).map((c) => box(longestWord(c, 'cell', measure)))),
  );
  const oneLine = headers.map((h, i) =>
    Math.max(
      wordMin[i]!,
      box(measure(h, 'header')),
      ...cells(i).map((c) => box(measure(c, 'cell'))),
    ),
  );
  // Cell words may break (a 40-letter reference has to somewhere); header words may not.
  const base = sum(wordMin) <= total ? wordMin : headerMin;
  const target = sum(wordMin) <= total ? oneLine : wordMin;
  return share(base, target, total);
}

/** `base` plus the room left, shared towards `target`; past every target, in proportion to it. */
function share(base: number[], target: number[], total: number): number[] {
  const extra = total - sum(base);
  const want = target.map((t, i) => t - base[i]!);
  const wanted = sum(want);
  if (wanted >= extra)
    return base.map((b, i) => b + (wanted > 0 ? (extra * want[i]!) / wanted : 0));
  const spare = extra - wanted;
  const weight = sum(target);
  return target.map((t) => t + (spare * t) / weight);
}

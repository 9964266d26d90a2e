import { describe, expect, it } from 'vitest';
import { columnsOf } from './cells.ts';
import { xlsxStream } from './xlsx.ts';

/**
 * exceljs's sheet buffer writes into the zip's entry stream without heeding its backpressure:
 * before xlsx.ts waited for that stream too, the whole uncompressed sheet piled up in Buffers
 * while deflate fell behind (810 MB of RSS for the million-file export; about 1.1 KB a row).
 * Here 20,000 rows of about 2.4 KB of XML each (48 MB in all) must pass with the Buffers held
 * by the process staying a fraction of that.
 */
const COLUMNS = columnsOf(Array.from({ length: 12 }, (_, i) => `note_${i}`));
const TEXT = 'Desert safari with dinner, pickup from the hotel lobby at 15:30. '.repeat(3);

function* rows(n: number) {
  for (let i = 0; i < n; i++)
    yield Object.fromEntries(COLUMNS.map((c, j) => [c.path[0], `${i}-${j} ${TEXT}`]));
}

describe('the XLSX writer', () => {
  it('holds a bounded amount of the sheet in memory, however fast the rows come', async () => {
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const timer = setInterval(
      () => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)),
      10,
    );
    const x = xlsxStream('Notes', COLUMNS, rows(20_000), 'Asia/Dubai');
    let bytes = 0;
    for await (const chunk of x.stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    await x.done;
    clearInterval(timer);
    const growth = (peak - before) / 2 ** 20;
    expect(bytes).toBeGreaterThan(100_000);
    expect(growth, `Buffers grew by ${growth.toFixed(1)} MB`).toBeLessThan(16);
  }, 120_000);
});

import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecordType, ExportFormat } from '@app/contract';
import { exportFileName, todayIn } from '@app/contract';
import { actorOf, recordEvent } from '../../lib/audit/audit.ts';
import type { ExportColumn } from './cells.ts';
import { csvBody, CsvFromCopy } from './csv.ts';
import type { ExportLease } from './export-gate.ts';
import { dropWhenStalled } from './stall-watch.ts';
import { xlsxStream } from './xlsx.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * An export's compression (route option of @fastify/compress): the fastest levels. The million-
 * file CSV (254 MB) took 5.6 s of CPU at brotli's default quality 4 (9.3 MB a 51 MB sample),
 * 1.1 s at quality 1 (11.1 MB), about as much as the whole export besides. An XLSX is a zip
 * already, and its type is not one the plugin compresses.
 */
export const EXPORT_COMPRESSION = {
  encodings: ['br' as const, 'gzip' as const],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

export interface ExportJob {
  format: ExportFormat;
  /** The file name's first part: `bookings` gives bookings-2026-11-23.csv (agency's date). */
  stem: string;
  title: string;
  columns: ExportColumn[];
  rows: AsyncIterable<unknown> | Iterable<unknown>;
  /** For a CSV: its lines written by the database (sql-csv.ts), as COPY's binary stream. */
  lines?: Readable | undefined;
  /** What the audit event names: the list (or report) and the filters it was read with. */
  record_type: AuditRecordType;
  record_id?: number | undefined;
  record_label?: string | undefined;
  filters: Record<string, unknown>;
  /**
   * The export's connection and place (export-gate.ts). A stream reading on it ends it; one
   * that never started (the client left first, or the rows were read beforehand) ends with
   * the body.
   */
  lease?: ExportLease | undefined;
}

const SKIP = new Set(['format', 'page', 'per_page', 'perPage']);
const filterText = (f: Record<string, unknown>) =>
  Object.entries(f)
    .filter(([k, v]) => !SKIP.has(k) && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('; ');

/**
 * The rows, and once they are all read (or the client has gone away) one audit event: who
 * exported which list, with which filters, in which format, and how many rows went out.
 */
async function* audited<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  job: ExportJob,
  rows: AsyncIterable<T> | Iterable<T>,
): AsyncGenerator<T> {
  let n = 0;
  let complete = false;
  try {
    for await (const row of rows) {
      n++;
      yield row;
    }
    complete = true;
  } finally {
    await recordExport(app, req, job, n, complete);
  }
}

/** The lines' way to the same audit event: counted by the CSV stream, recorded when it closes. */
function auditedLines(app: FastifyInstance, req: FastifyRequest, job: ExportJob, lines: Readable) {
  const csv = new CsvFromCopy(job.columns);
  pipeline(lines, csv, () => {});
  csv.once('close', () => void recordExport(app, req, job, csv.rows, csv.readableEnded));
  return csv;
}

async function recordExport(
  app: FastifyInstance,
  req: FastifyRequest,
  job: ExportJob,
  n: number,
  complete: boolean,
) {
  const filters = filterText(job.filters);
  const note = [
    `${job.format.toUpperCase()}, ${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`,
    filters,
    complete ? '' : 'stopped before the end (the download was cancelled)',
  ]
    .filter(Boolean)
    .join('; ');
  await recordEvent(app.db, actorOf(req), {
    action: 'export',
    record_type: job.record_type,
    record_id: job.record_id ?? null,
    record_label: job.record_label ?? job.title,
    note,
  }).catch((e: unknown) => req.log.error(e, 'export audit event not recorded'));
}

/**
 * Send a list or report as a file. The body streams: the socket pulls, the writer formats,
 * the cursor fetches a batch at a time; when the client goes away, or stops reading for the
 * gate's stall time (stall-watch.ts), the stream is destroyed and the cursor closed.
 */
export function sendExport(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  job: ExportJob,
) {
  const name = exportFileName(job.stem, todayIn(app.appTimezone), job.format);
  let body: Readable;
  if (job.format === 'csv' && job.lines) {
    body = auditedLines(app, req, job, job.lines);
  } else if (job.format === 'csv') {
    const rows = audited(app, req, job, job.rows);
    body = Readable.from(csvBody(job.columns, rows, app.appTimezone), {
      objectMode: false,
    });
  } else {
    const rows = audited(app, req, job, job.rows);
    const x = xlsxStream(job.title.slice(0, 31), job.columns, rows, app.appTimezone);
    x.done.catch((e: unknown) => req.log.error(e, 'xlsx export failed'));
    body = x.stream;
  }
  const { lease } = job;
  if (lease) body.once('close', () => void (lease.claimed ? null : lease.end()));
  dropWhenStalled(reply.raw, app.exportGate.stallMs);
  return reply
    .header('content-type', CONTENT_TYPES[job.format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, FIN_SERVER } from '@app/contract';
import { fieldError, NotFound, TooLarge } from '../http/app-error.ts';
import type { FileStore } from './file-store.ts';

/**
 * Uploaded files are kept in a FileStore (the database by default, lib/files/file-store.ts) under
 * names the server chooses. A stored path is `<folder>/<uuid>.<ext>`; anything else is
 * refused before the store is asked, so no path can name something else.
 */
type Kind = 'pdf' | 'png' | 'jpeg';

const MIME: Record<Kind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };
const STORED =
  /^(transactions)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/** What the bytes are, by their signature, not by their name. */
export function detectKind(buf: Buffer): Kind | null {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * A polyglot is a file that is also something else: an image or PDF that a browser could
 * sniff as HTML, or a PDF that runs script, launches programs or acts by itself when opened.
 * Markup anywhere in the bytes, or such a PDF action, refuses the upload. Compressed PDF
 * streams are not inflated: the attachment headers and sandbox CSP on download are the
 * second line.
 */
const MARKUP = /<(script|html|body|svg|iframe|object|embed|!doctype\s+html)[\s>/]|javascript:/i;

/** A PDF name: a slash and the regular characters after it (PDF 32000-1, 7.3.5). */
const PDF_NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** Names of actions that run script, start programs or send and fetch data. */
const PDF_ACTION_NAMES = new Set(
  ['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'AA'].map((n) => n.toUpperCase()),
);
/** What may follow /OpenAction: only an explicit destination (open at a page) is harmless. */
const DESTINATION_NEXT = /^[\0\t\n\f\r ]*\[/;

/**
 * A name as a PDF reader reads it: `#xx` is the byte xx, so `/#4A#53` is `/JS`. NULs are
 * dropped, so an escaped one cannot hide a name either.
 */
const decodeName = (raw: string) =>
  raw
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\0/g, '');

function hasPdfAction(text: string): boolean {
  for (const m of text.matchAll(PDF_NAME)) {
    const name = decodeName(m[1]!).toUpperCase();
    if (PDF_ACTION_NAMES.has(name)) return true;
    if (name === 'OPENACTION') {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 64);
      if (!DESTINATION_NEXT.test(after)) return true;
    }
  }
  return false;
}

export function isPolyglot(buf: Buffer, kind: Kind): boolean {
  const text = buf.toString('latin1');
  return MARKUP.test(text) || (kind === 'pdf' && hasPdfAction(text));
}

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface StoredFile {
  path: string;
  name: string;
}

export async function storeAttachment(
  files: FileStore,
  folder: 'transactions',
  file: UploadedFile,
  field = 'attachment',
): Promise<StoredFile> {
  if (file.buffer.length > ATTACHMENT_MAX_BYTES) throw new TooLarge(FIN_SERVER.attachmentTooLarge);
  const ext = path.extname(file.filename).slice(1).toLowerCase();
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext))
    throw fieldError(field, FIN_SERVER.attachmentType);
  const kind = detectKind(file.buffer);
  const declared: Kind = ext === 'pdf' ? 'pdf' : ext === 'png' ? 'png' : 'jpeg';
  if (kind !== declared || isPolyglot(file.buffer, kind))
    throw fieldError(field, FIN_SERVER.attachmentMismatch);
  const rel = `${folder}/${randomUUID()}.${kind === 'jpeg' ? 'jpg' : kind}`;
  await files.put(rel, file.buffer);
  // Keep the user's name for downloads, without path parts or control characters.
  const name =
    path
      .basename(file.filename)
      .replace(/[^\w.\- ()]/g, '_')
      .slice(0, 200) || `attachment.${ext}`;
  return { path: rel, name };
}

/** Whether a path is one the server could have chosen for an upload. */
export const isStoredPath = (rel: string) => STORED.test(rel);

export async function readStored(files: FileStore, rel: string) {
  if (!isStoredPath(rel)) throw new NotFound(FIN_SERVER.fileNotFound);
  const ext = rel.slice(rel.lastIndexOf('.') + 1);
  const body = await files.get(rel);
  if (!body) throw new NotFound(FIN_SERVER.fileNotFound);
  return { body, mime: MIME[ext === 'jpg' ? 'jpeg' : (ext as Kind)] };
}

export async function removeStored(files: FileStore, rel: string | null) {
  if (rel && isStoredPath(rel)) await files.remove(rel);
}

import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * One backup file (decision 024): gzip segments one after another (a table's COPY data, an
 * uploaded file), then the manifest as JSON, its length (4 bytes), and the SHA-256 of every
 * byte before the hash (32 bytes). The manifest comes last so the file is written in one pass;
 * the hash covers the manifest too, so no byte can change unseen.
 */
export const MAGIC = Buffer.from('TRAVEL-BACKUP\n');
const HASH_BYTES = 32;
const LENGTH_BYTES = 4;

export interface Segment {
  offset: number;
  length: number;
}

export interface TableEntry extends Segment {
  schema: string;
  name: string;
  columns: string[];
  /** binary unless a column's type is the database's own (its binary form names OIDs). */
  format: 'binary' | 'text';
  rows: number;
}

export interface SequenceEntry {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface UploadEntry extends Segment {
  path: string;
  bytes: number;
}

export interface Manifest {
  format: 'travel-backoffice-backup';
  formatVersion: 1;
  createdAt: string;
  source: 'embedded' | 'DATABASE_URL';
  server: string;
  /** The last applied migration: restore builds the schema up to it, then loads the rows. */
  migration: { tag: string; createdAt: number; hash: string };
  tables: TableEntry[];
  sequences: SequenceEntry[];
  uploads: UploadEntry[];
}

/** A refusal the command line prints as it is and exits 1 on. */
export class BackupRefused extends Error {}

export class ArchiveWriter {
  private offset = MAGIC.length;
  private readonly hash: Hash = createHash('sha256');

  private constructor(
    private readonly fh: FileHandle,
    readonly partial: string,
    readonly file: string,
  ) {}

  /** Written under a .partial name and renamed when whole: a cut-off run leaves no backup. */
  static async create(file: string) {
    const partial = `${file}.partial`;
    const fh = await open(partial, 'wx', 0o600);
    const w = new ArchiveWriter(fh, partial, file);
    await w.raw(MAGIC);
    w.offset = MAGIC.length;
    return w;
  }

  private async raw(buf: Buffer) {
    this.hash.update(buf);
    await this.fh.write(buf);
  }

  /** Gzip a stream into the next segment. */
  async segment(source: Readable): Promise<Segment> {
    const offset = this.offset;
    await pipeline(source, createGzip({ level: 6 }), async (gz: AsyncIterable<Buffer>) => {
      for await (const chunk of gz) {
        await this.raw(chunk);
        this.offset += chunk.length;
      }
    });
    return { offset, length: this.offset - offset };
  }

  async finish(manifest: Manifest) {
    const json = Buffer.from(JSON.stringify(manifest));
    const len = Buffer.alloc(LENGTH_BYTES);
    len.writeUInt32BE(json.length);
    await this.raw(json);
    await this.raw(len);
    await this.fh.write(this.hash.digest());
    await this.fh.sync();
    await this.fh.close();
    await rename(this.partial, this.file);
  }

  async abandon() {
    await this.fh.close().catch(() => {});
    await rm(this.partial, { force: true });
  }
}

const corrupt = (file: string, why: string) =>
  new BackupRefused(`${file} is not a usable backup: ${why}. Nothing was restored.`);

/** Check the whole file against its SHA-256 and return its manifest. */
export async function readManifest(file: string): Promise<Manifest> {
  const { size } = await stat(file).catch(() => {
    throw new BackupRefused(`${file} does not exist.`);
  });
  if (size < MAGIC.length + LENGTH_BYTES + HASH_BYTES) throw corrupt(file, 'it is too short');
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    await fh.read(head, 0, head.length, 0);
    if (!head.equals(MAGIC)) throw corrupt(file, 'it is not a backup made by `npm run backup`');
    const tail = Buffer.alloc(LENGTH_BYTES + HASH_BYTES);
    await fh.read(tail, 0, tail.length, size - tail.length);
    const expected = tail.subarray(LENGTH_BYTES);
    const hash = createHash('sha256');
    if (size > HASH_BYTES) {
      for await (const chunk of createReadStream(file, { start: 0, end: size - HASH_BYTES - 1 }))
        hash.update(chunk as Buffer);
    }
    if (!hash.digest().equals(expected))
      throw corrupt(file, 'its checksum does not match its contents (damaged or changed)');
    const jsonLength = tail.readUInt32BE(0);
    const jsonStart = size - HASH_BYTES - LENGTH_BYTES - jsonLength;
    if (jsonStart < MAGIC.length) throw corrupt(file, 'its manifest length is wrong');
    const json = Buffer.alloc(jsonLength);
    await fh.read(json, 0, jsonLength, jsonStart);
    const manifest = JSON.parse(json.toString('utf8')) as Manifest;
    if (manifest.format !== 'travel-backoffice-backup' || manifest.formatVersion !== 1)
      throw corrupt(file, `its format (${manifest.format} ${manifest.formatVersion}) is unknown`);
    return manifest;
  } finally {
    await fh.close();
  }
}

/** The bytes of one segment, un-gzipped. */
export function readSegment(file: string, seg: Segment): Readable {
  const gunzip = createGunzip();
  const raw = createReadStream(file, { start: seg.offset, end: seg.offset + seg.length - 1 });
  raw.on('error', (e) => gunzip.destroy(e));
  return raw.pipe(gunzip);
}

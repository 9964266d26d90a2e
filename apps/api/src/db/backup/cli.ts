import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../../env.ts';
import { BackupRefused, readManifest } from './archive.ts';
import { backup } from './dump.ts';
import { restore } from './load.ts';
import { connectForBackup, connectForRestore } from './target.ts';

/**
 * `npm run backup [-- --out DIR]` and `npm run restore -- FILE [--force]` (decision 024).
 * Both act on the app's database: DATABASE_URL when set, else the embedded one in DATA_DIR.
 * A refusal or failure is one readable line on stderr and exit code 1.
 */
const USAGE = 'Usage: npm run backup [-- --out DIR]\n       npm run restore -- FILE [--force]';
const say = (m: string) => process.stdout.write(`${m}\n`);

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const env = loadEnv();
  const where = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: say };
  if (command === 'backup') {
    const { values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true });
    const conn = await connectForBackup(where);
    try {
      await backup(conn, env.dataDir, path.resolve(values.out ?? 'backups'), say);
    } finally {
      await conn.close();
    }
    return;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new BackupRefused(`Name one backup file.\n${USAGE}`);
    const file = path.resolve(positionals[0]!);
    // The whole file is checked before anything is touched.
    const manifest = await readManifest(file);
    const conn = await connectForRestore(where);
    try {
      await restore(conn, { file, manifest, dataDir: env.dataDir, force: values.force, log: say });
    } finally {
      await conn.close();
    }
    return;
  }
  throw new BackupRefused(USAGE);
}

try {
  await main(process.argv.slice(2));
  process.exit(0);
} catch (e) {
  const known =
    e instanceof BackupRefused || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`${known ? message : `Failed: ${message}`}\n`);
  process.exit(1);
}

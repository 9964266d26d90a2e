import { createInterface } from 'node:readline/promises';
import { sql } from 'drizzle-orm';
import { PASSWORD_MIN } from '@app/contract';
import { createDb } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { hashPassword } from '../lib/passwords/password.ts';
import { passwordProblem } from '../lib/passwords/password-strength.ts';

/** `npm run admin:create`: the first admin on a database named by DATABASE_URL. */
const env = loadEnv();
if (!env.DATABASE_URL) {
  process.stderr.write('Set DATABASE_URL to the database to create the admin in.\n');
  process.exit(2);
}
const rl = createInterface({ input: process.stdin, output: process.stdout });
const name = (await rl.question('Name: ')).trim() || 'Administrator';
const email = (await rl.question('Email: ')).trim().toLowerCase();
const password = await rl.question(`Password (at least ${PASSWORD_MIN} characters): `);
rl.close();
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || password.length < PASSWORD_MIN) {
  process.stderr.write('A valid email and a password of at least 8 characters are required.\n');
  process.exit(2);
}
const problem = await passwordProblem(password, { email, name });
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(2);
}
const { db, pool } = createDb(env.DATABASE_URL);
await runMigrations(db);
const taken = await db
  .select({ id: users.id })
  .from(users)
  .where(sql`lower(${users.email}) = ${email}`);
if (taken.length) {
  process.stderr.write(`A user with the email ${email} already exists.\n`);
} else {
  await db
    .insert(users)
    .values({ name, email, role: 'admin', password_hash: await hashPassword(password) });
  process.stdout.write(`Admin ${email} created.\n`);
}
await pool.end();

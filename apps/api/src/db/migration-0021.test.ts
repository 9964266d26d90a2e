import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ruleKeys, TOURISM_KEYS } from '@app/contract';
import type { Role } from '@app/contract';
import { buildApp } from '../app.ts';
import {
  agentEndpoints,
  bookingEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
} from '@app/contract';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { callEndpoint } from '../../test/answers.ts';
import { tokenFor } from '../../test/factories.ts';
import { ACCESS } from '../../test/route-access.ts';
import type { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { databaseBefore } from '../../test/migrations-before.ts';

/**
 * Tourism became permission-gated in migration 0021. A database migrated up to
 * the one before it holds users with no tourism keys, as every install did; after the
 * upgrade they keep what they had in effect.
 */
const TAG = '0021_tourism_permissions';

let db: ReturnType<typeof createDb>;
let drop: () => Promise<void>;
const ids: Record<'staff' | 'manager' | 'admin' | 'inactive', number> = {
  staff: 0,
  manager: 0,
  admin: 0,
  inactive: 0,
};

beforeAll(async () => {
  // Before the upgrade: the schema up to 0020, and people who used tourism freely.
  ({ db, drop } = await databaseBefore(TAG));
  const add = async (role: Role, active = true, permissions: string[] = []) => {
    const r = await db.pool.query<{ id: number }>(
      `insert into users (name, email, password_hash, role, is_active)
       values ($1, $2, 'x', $3, $4) returning id`,
      [`${role} user`, `${randomBytes(4).toString('hex')}@test.example`, role, active],
    );
    const id = r.rows[0]!.id;
    for (const p of permissions)
      await db.pool.query('insert into user_permissions (user_id, permission) values ($1, $2)', [
        id,
        p,
      ]);
    return id;
  };
  ids.staff = await add('staff', true, ['view_transactions', 'view_agents']);
  ids.manager = await add('manager', true, ['approve_transactions']);
  ids.admin = await add('admin');
  ids.inactive = await add('staff', false);
  const before = await db.pool.query(
    `select count(*)::int as n from user_permissions where permission <> all($1)`,
    [['view_transactions', 'view_agents', 'approve_transactions']],
  );
  expect(before.rows[0].n).toBe(0);

  await runMigrations(db.db); // the upgrade: 0021 and anything after it
});

afterAll(() => drop());

const keysOf = async (id: number) =>
  (
    await db.pool.query<{ permission: string }>(
      'select permission from user_permissions where user_id = $1 order by permission',
      [id],
    )
  ).rows.map((r) => r.permission);

/**
 * Keys added after 0021, each granted on upgrade by its own rule (migration 0066: supplier
 * payments to whoever takes agents' payments; approve with approve_transactions; void with
 * void_agent_payments), so not in 0021's every-tourism-key rule.
 */
const LATER = new Set([
  'view_supplier_payments',
  'create_supplier_payments',
  'approve_supplier_payments',
  'void_supplier_payments',
]);
const AT_0021 = TOURISM_KEYS.filter((k) => !LATER.has(k));

const tourismRules = Object.entries(ACCESS).flatMap(([route, access]) => {
  if (access === 'public' || access === 'signed-link' || access === 'signed-in') return [];
  if (access === 'admin') return [];
  const keys = ruleKeys(access);
  if (keys.some((k) => LATER.has(k))) return [];
  return keys.some((k) => TOURISM_KEYS.includes(k)) ? [[route, access] as const] : [];
});

describe('migration 0021: tourism permissions on upgrade', () => {
  it('gives existing staff every tourism key but the void ones, keeping what they held', async () => {
    const keys = await keysOf(ids.staff);
    expect(keys).toEqual(
      [
        'view_transactions',
        ...AT_0021.filter((k) => k !== 'void_payments' && k !== 'void_agent_payments'),
        // Migration 0066: they take agents' payments, so they read and make supplier payments.
        'view_supplier_payments',
        'create_supplier_payments',
      ].sort(),
    );
    expect(await keysOf(ids.inactive)).toEqual(
      [
        ...AT_0021.filter((k) => !k.startsWith('void_')),
        'view_supplier_payments',
        'create_supplier_payments',
      ].sort(),
    );
  });

  it('gives managers every tourism key, voids included; admins need none', async () => {
    // view_reports comes from migration 0025, which grants it to every manager.
    expect(await keysOf(ids.manager)).toEqual(
      // Every supplier payment key too (migration 0066).
      ['approve_transactions', 'view_reports', ...TOURISM_KEYS].sort(),
    );
    expect(await keysOf(ids.admin)).toEqual([]);
  });

  it('leaves every tourism route open to them as before, but voids to managers only', async () => {
    expect(tourismRules.length).toBeGreaterThan(25);
    const staff = { role: 'staff' as const, is_active: true, permissions: await keysOf(ids.staff) };
    const manager = {
      role: 'manager' as const,
      is_active: true,
      permissions: await keysOf(ids.manager),
    };
    for (const [route, access] of tourismRules) {
      const voiding = ruleKeys(access).every((k) => k.startsWith('void_'));
      expect(can(staff, access), route).toBe(!voiding);
      expect(can(manager, access), route).toBe(true);
    }
  });

  it('lets the upgraded staff member in through the API', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-m21-data-'));
    const app = await buildApp({ db: db.db, passwordCost: TEST_PASSWORD_COST, dataDir });
    await app.ready();
    try {
      const staff = await tokenFor(app, ids.staff);
      for (const list of [
        agentEndpoints.list,
        enquiryEndpoints.list,
        bookingEndpoints.list,
        dayPlanEndpoints.list,
      ])
        expect((await callEndpoint(app, list, { token: staff })).status, list.path).toBe(200);
      const del = (token: string) =>
        callEndpoint(app, bookingEndpoints.deleteAgentPayment, { params: { id: 999999 }, token });
      expect((await del(staff)).status).toBe(403);
      const manager = await tokenFor(app, ids.manager);
      const voided = await del(manager);
      expect(voided.status).not.toBe(403);
      expect(voided.status).toBeLessThan(500);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

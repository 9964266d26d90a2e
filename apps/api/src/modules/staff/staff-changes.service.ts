// Changing staff: create, edit, activate, delete and permissions, never leaving no active admin.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffValues } from '@app/contract';
import { ROLE_DEFAULT_PERMISSIONS, STAFF_SERVER } from '@app/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { staffMembers, userPermissions, users } from '../../db/schema/index.ts';
import { Conflict, NotFound, Validation } from '../../lib/http/app-error.ts';
import { hashPassword } from '../../lib/passwords/password.ts';
import { throwIfAny } from '../../lib/http/validation.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import {
  diffFields,
  fieldsOf,
  recordEvent,
  SYSTEM_ACTOR,
  auditRef,
} from '../../lib/audit/audit.ts';
import { updateRow } from '../../lib/rows/row-lock.ts';
import { revokeUserSessions } from '../auth/auth.service.ts';
import { userHasTransactions } from '../transactions/transactions.service.ts';
import { staffErrors } from './staff-checks.ts';
import { getStaff } from './staff.service.ts';

/** A staff member as the History shows it: the user's fields beside the staff record's. */
function auditView({ user, branch, ...s }: StaffMember) {
  const { id: _userId, ...u } = user;
  return { ...u, ...s, branch: branch?.name ?? null };
}
const auditFields = (m: StaffMember) => fieldsOf(auditView(m), ['branch_id']);
const staffEvent = auditRef('staff', (m: StaffMember) => m.user.name);
async function recordStaffChange(
  tx: Tx,
  actor: Actor,
  action: 'update' | 'status' | 'permissions',
  before: StaffMember,
  note: string | null = null,
) {
  const after = await getStaff(tx, before.id);
  await recordEvent(tx, actor, {
    action,
    ...staffEvent(after),
    note,
    changes: diffFields(auditView(before), auditView(after), auditFields(after)),
  });
  return after;
}

/** Duplicate email or employee id: a 422 on that field, never a 500. */
const UNIQUE_FIELDS = {
  users_email_unique: ['email', STAFF_SERVER.emailTaken],
  staff_employee_id_unique: ['employee_id', STAFF_SERVER.employeeIdTaken],
} as const;

const staffRow = (v: StaffValues) => ({
  employee_id: v.employee_id,
  branch_id: v.branch_id,
  position: v.position,
  department: v.department,
  phone: v.phone,
  gender: v.gender,
  date_of_birth: v.date_of_birth,
  date_of_joining: v.date_of_joining,
  salary: v.salary,
  address: v.address,
  city: v.city,
  state: v.state,
  country: v.country,
  postal_code: v.postal_code,
  emergency_contact: v.emergency_contact,
  emergency_contact_name: v.emergency_contact_name,
  blood_group: v.blood_group,
});

/**
 * How new passwords are hashed: the app's cost, and the admin's address for the queue; and
 * the agency's time zone, for "a birth date after today".
 */
export interface PasswordSetting {
  passwordCost: number;
  client: string;
  timeZone: string;
}

/**
 * A new member: `permissions` as sent, or their role's defaults when none are sent, so an
 * admin does not start from an empty matrix.
 */
export async function createStaff(
  db: DbOrTx,
  v: StaffValues & { password: string; permissions?: string[] | undefined },
  pw: PasswordSetting,
  audit = SYSTEM_ACTOR,
) {
  throwIfAny(await staffErrors(db, v, { timeZone: pw.timeZone }));
  const passwordHash = await hashPassword(v.password, pw.passwordCost, pw.client);
  const id = await uniqueAsField(UNIQUE_FIELDS, () =>
    db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          name: v.name,
          email: v.email,
          role: v.role,
          is_active: v.is_active,
          password_hash: passwordHash,
        })
        .returning({ id: users.id });
      await grant(tx, u!.id, v.permissions ?? ROLE_DEFAULT_PERMISSIONS[v.role]);
      const [s] = await tx
        .insert(staffMembers)
        .values({ ...staffRow(v), user_id: u!.id })
        .returning({ id: staffMembers.id });
      const after = await getStaff(tx, s!.id);
      await recordEvent(tx, audit, {
        action: 'create',
        ...staffEvent(after),
        changes: diffFields(null, auditView(after), auditFields(after)),
      });
      return s!.id;
    }),
  );
  return getStaff(db, id);
}

/**
 * Lock the target's user row and every active admin, so two admins demoting each other at
 * once cannot leave the agency with none.
 */
async function lockTarget(tx: Tx, staffId: number) {
  await tx.execute(sql`select id from users where role = 'admin' and is_active for update`);
  const [t] = await tx
    .select({ userId: users.id, role: users.role, is_active: users.is_active })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.user_id))
    .where(eq(staffMembers.id, staffId))
    .for('update', { of: users });
  if (!t) throw new NotFound(STAFF_SERVER.notFound);
  return t;
}

type Target = Awaited<ReturnType<typeof lockTarget>>;

/**
 * A change to staff member `id`, in one transaction: `change` gets the target locked (lockTarget)
 * and the record as it was, for the History.
 */
function changeStaff<T>(
  db: Db,
  id: number,
  change: (tx: Tx, t: Target, before: StaffMember) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, id);
    return change(tx, t, await getStaff(tx, id));
  });
}

async function assertNotLastAdmin(tx: Tx, userId: number) {
  const others = and(eq(users.role, 'admin'), eq(users.is_active, true), ne(users.id, userId));
  if ((await tx.$count(users, others)) === 0) throw new Conflict(STAFF_SERVER.lastAdmin);
}

export async function updateStaff(
  db: Db,
  actor: AuthUser,
  id: number,
  v: StaffValues,
  pw: PasswordSetting,
  audit = SYSTEM_ACTOR,
) {
  throwIfAny(await staffErrors(db, v, { timeZone: pw.timeZone, staffId: id }));
  const passwordHash = v.password
    ? await hashPassword(v.password, pw.passwordCost, pw.client)
    : null;
  await uniqueAsField(UNIQUE_FIELDS, () =>
    changeStaff(db, id, async (tx, t, before) => {
      if (t.userId === actor.id) {
        const errors: Record<string, string[]> = {};
        if (v.role !== t.role) errors.role = [STAFF_SERVER.selfDemote];
        if (!v.is_active) errors.is_active = [STAFF_SERVER.selfDeactivate];
        if (Object.keys(errors).length) throw new Validation(errors);
      }
      const losesAdmin = t.role === 'admin' && t.is_active && (v.role !== 'admin' || !v.is_active);
      if (losesAdmin) await assertNotLastAdmin(tx, t.userId);
      await updateRow(tx, users, t.userId, {
        name: v.name,
        email: v.email,
        role: v.role,
        is_active: v.is_active,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      await updateRow(tx, staffMembers, id, staffRow(v));
      // Old tokens must not outlive a change of who the user is or what they may do.
      if (passwordHash || v.role !== t.role || !v.is_active) await revokeUserSessions(tx, t.userId);
      await recordStaffChange(tx, audit, 'update', before, passwordHash ? 'Password reset' : null);
    }),
  );
  return getStaff(db, id);
}

export async function setStaffStatus(
  db: Db,
  actor: AuthUser,
  id: number,
  isActive: boolean,
  audit = SYSTEM_ACTOR,
) {
  await changeStaff(db, id, async (tx, t, before) => {
    if (!isActive && t.userId === actor.id) throw new Conflict(STAFF_SERVER.selfDeactivate);
    if (!isActive && t.role === 'admin' && t.is_active) await assertNotLastAdmin(tx, t.userId);
    await updateRow(tx, users, t.userId, { is_active: isActive });
    if (!isActive) await revokeUserSessions(tx, t.userId);
    await recordStaffChange(tx, audit, 'status', before);
  });
  return getStaff(db, id);
}

export async function deleteStaff(db: Db, actor: AuthUser, id: number, audit = SYSTEM_ACTOR) {
  await changeStaff(db, id, async (tx, t, before) => {
    if (t.userId === actor.id) throw new Conflict(STAFF_SERVER.selfDelete);
    if (t.role === 'admin' && t.is_active) await assertNotLastAdmin(tx, t.userId);
    // Financial history keeps its authors: such a person is deactivated, never deleted.
    if (await userHasTransactions(tx, t.userId)) throw new Conflict(STAFF_SERVER.hasTransactions);
    // Deleting the user removes the staff record, permissions and sessions (cascade) and
    // clears any branch that had them as manager.
    await tx.delete(users).where(eq(users.id, t.userId));
    await recordEvent(tx, audit, { action: 'delete', ...staffEvent(before) });
  });
}

export async function setPermissions(
  db: Db,
  id: number,
  permissions: string[],
  audit = SYSTEM_ACTOR,
) {
  await changeStaff(db, id, async (tx, t, before) => {
    await tx.delete(userPermissions).where(eq(userPermissions.user_id, t.userId));
    await grant(tx, t.userId, permissions);
    await recordStaffChange(tx, audit, 'permissions', before);
  });
  return getStaff(db, id);
}

/** Give a user these keys (each once), beside what they already hold. */
async function grant(tx: Tx, userId: number, permissions: readonly string[]) {
  const unique = [...new Set(permissions)];
  if (unique.length) {
    await tx
      .insert(userPermissions)
      .values(unique.map((permission) => ({ user_id: userId, permission })));
  }
}

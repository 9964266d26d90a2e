import { and, eq, ne, sql } from 'drizzle-orm';
import type { FieldErrors } from '@app/contract';
import { FIELD_RULES, STAFF_SERVER, todayIn } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { branches, staffMembers, users } from '../../db/schema/index.ts';
import { passwordProblem } from '../../lib/passwords/password-strength.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * Every rule on a staff form the schema cannot judge, each on its own field and all in one
 * answer: a birth date after today (agency time), a branch that does not exist, an
 * email or employee id another member has, a weak password. `v` may hold only the fields
 * that parsed; `staffId` is the member being edited, whose own email and id are not "taken".
 * The unique indexes still decide a race (staff-changes.service.ts `UNIQUE_FIELDS`).
 */
export async function staffErrors(
  db: DbOrTx,
  v: Record<string, unknown>,
  o: { timeZone: string; staffId?: number },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const born = text(v.date_of_birth);
  if (born && born > todayIn(o.timeZone)) add('date_of_birth', FIELD_RULES.birthDateFuture);

  const branchId = id(v.branch_id);
  const [branch] =
    branchId === null
      ? [true]
      : await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!branch) add('branch_id', STAFF_SERVER.branchInvalid);

  const [self] =
    o.staffId === undefined
      ? []
      : await db
          .select({ user_id: staffMembers.user_id })
          .from(staffMembers)
          .where(eq(staffMembers.id, o.staffId));
  const email = text(v.email);
  if (email) {
    const sameEmail = sql`lower(${users.email}) = lower(${email})`;
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(self ? and(sameEmail, ne(users.id, self.user_id)) : sameEmail)
      .limit(1);
    if (other) add('email', STAFF_SERVER.emailTaken);
  }
  const employeeId = text(v.employee_id);
  if (employeeId) {
    const sameId = eq(staffMembers.employee_id, employeeId);
    const [other] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(o.staffId === undefined ? sameId : and(sameId, ne(staffMembers.id, o.staffId)))
      .limit(1);
    if (other) add('employee_id', STAFF_SERVER.employeeIdTaken);
  }
  // Judged against the name and email being saved with it; without a valid email it waits.
  const password = text(v.password);
  if (password && email) {
    const problem = await passwordProblem(password, { email, name: text(v.name) });
    if (problem) add('password', problem);
  }
  return errors;
}

import { asc, eq } from 'drizzle-orm';
import type { ManagerOption } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, users } from '../../db/schema/index.ts';

/** Staff whose user has the manager role: the branch form's manager select. */
export async function listManagers(db: Db): Promise<ManagerOption[]> {
  return db
    .select({ id: staffMembers.id, name: users.name, employee_id: staffMembers.employee_id })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.user_id))
    .where(eq(users.role, 'manager'))
    .orderBy(asc(users.name));
}

import { inArray } from 'drizzle-orm';
import type { Role } from '@app/contract';
import { ROLE_DEFAULT_PERMISSIONS } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { staffMembers, userPermissions, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords/password.ts';

export const DEMO_LOGINS = [
  {
    email: 'admin@example.com',
    password: 'Admin@12345',
    role: 'admin' as Role,
    name: 'Aisha Khan',
  },
  {
    email: 'manager@example.com',
    password: 'Manager@12345',
    role: 'manager' as Role,
    name: 'Rahul Mehta',
  },
  {
    email: 'staff@example.com',
    password: 'Staff@12345',
    role: 'staff' as Role,
    name: 'Priya Nair',
  },
];

/** Accounts staff see files and settle money on them. */
const TOURISM_MONEY = [
  'view_agents',
  'view_bookings',
  'create_payments',
  'view_agent_payments',
  'create_agent_payments',
];

interface Person {
  name: string;
  email: string;
  role: Role;
  employeeId: string;
  position: string;
  department: string;
  city: string;
  /** Left out: the role's defaults, as a member the admin creates starts with. */
  permissions?: string[];
  isActive?: boolean;
}

const PEOPLE: Person[] = [
  {
    ...DEMO_LOGINS[0]!,
    employeeId: 'EMP-001',
    position: 'Managing Director',
    department: 'Management',
    city: 'Mumbai',
  },
  {
    ...DEMO_LOGINS[1]!,
    employeeId: 'EMP-002',
    position: 'Operations Manager',
    department: 'Operations',
    city: 'Mumbai',
  },
  {
    ...DEMO_LOGINS[2]!,
    employeeId: 'EMP-003',
    position: 'Travel Consultant',
    department: 'Sales',
    city: 'Mumbai',
  },
  {
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    role: 'manager',
    employeeId: 'EMP-004',
    position: 'Branch Manager',
    department: 'Sales',
    city: 'Delhi',
  },
  {
    name: 'Fatima Al Mansoori',
    email: 'fatima.mansoori@example.com',
    role: 'manager',
    employeeId: 'EMP-005',
    position: 'Branch Manager',
    department: 'Operations',
    city: 'Dubai',
  },
  {
    name: 'Arjun Reddy',
    email: 'arjun.reddy@example.com',
    role: 'staff',
    employeeId: 'EMP-006',
    position: 'Reservations Executive',
    department: 'Reservations',
    city: 'Bengaluru',
  },
  {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    role: 'staff',
    employeeId: 'EMP-007',
    position: 'Visa Executive',
    department: 'Visa',
    city: 'Chennai',
  },
  {
    name: 'Sanjay Gupta',
    email: 'sanjay.gupta@example.com',
    role: 'staff',
    employeeId: 'EMP-008',
    position: 'Accountant',
    department: 'Finance',
    city: 'Delhi',
    permissions: [
      'view_accounts',
      'create_accounts',
      'view_transactions',
      'create_transactions',
      ...TOURISM_MONEY,
    ],
  },
  {
    name: 'Neha Kapoor',
    email: 'neha.kapoor@example.com',
    role: 'staff',
    employeeId: 'EMP-009',
    position: 'Ticketing Executive',
    department: 'Air Ticketing',
    city: 'Mumbai',
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    role: 'staff',
    employeeId: 'EMP-010',
    position: 'Operations Executive',
    department: 'Operations',
    city: 'Dubai',
  },
  {
    name: 'Kavya Menon',
    email: 'kavya.menon@example.com',
    role: 'staff',
    employeeId: 'EMP-011',
    position: 'Holiday Planner',
    department: 'Sales',
    city: 'Kochi',
  },
  {
    name: 'Rohan Desai',
    email: 'rohan.desai@example.com',
    role: 'staff',
    employeeId: 'EMP-012',
    position: 'Driver Coordinator',
    department: 'Operations',
    city: 'Pune',
    isActive: false,
  },
  {
    name: 'Imran Sheikh',
    email: 'imran.sheikh@example.com',
    role: 'manager',
    employeeId: 'EMP-013',
    position: 'Finance Manager',
    department: 'Finance',
    city: 'Mumbai',
    permissions: [
      'view_accounts',
      'create_accounts',
      'edit_accounts',
      'delete_accounts',
      'view_transactions',
      'create_transactions',
      'approve_transactions',
      'delete_transactions',
      ...TOURISM_MONEY,
      'void_payments',
      'void_agent_payments',
      'view_reports',
    ],
  },
  {
    name: 'Ananya Bose',
    email: 'ananya.bose@example.com',
    role: 'staff',
    employeeId: 'EMP-014',
    position: 'Customer Care Executive',
    department: 'Customer Care',
    city: 'Kolkata',
  },
];

/** Demo users with staff records; returns staff ids by employee id. */
export async function seedPeople(tx: Tx, passwordCost: number) {
  const ids = new Map<string, number>();
  // Everyone but the three demo logins shares one password: hash it once.
  const sharedHash = await hashPassword('Welcome@12345', passwordCost);
  for (const p of PEOPLE) {
    const demo = DEMO_LOGINS.find((d) => d.email === p.email);
    const passwordHash = demo ? await hashPassword(demo.password, passwordCost) : sharedHash;
    const [u] = await tx
      .insert(users)
      .values({
        name: p.name,
        email: p.email,
        role: p.role,
        password_hash: passwordHash,
        is_active: p.isActive ?? true,
      })
      .returning({ id: users.id });
    const userId = u!.id;
    const permissions = p.permissions ?? ROLE_DEFAULT_PERMISSIONS[p.role];
    if (permissions.length) {
      await tx
        .insert(userPermissions)
        .values(permissions.map((permission) => ({ user_id: userId, permission })));
    }
    const [s] = await tx
      .insert(staffMembers)
      .values({
        user_id: userId,
        employee_id: p.employeeId,
        position: p.position,
        department: p.department,
        phone: `+91 98${String(20000000 + ids.size * 1234567).slice(0, 8)}`,
        date_of_joining: `20${18 + (ids.size % 6)}-0${1 + (ids.size % 9)}-15`,
        address: `${12 + ids.size} Marine Drive`,
        city: p.city,
        state: p.city === 'Dubai' ? 'Dubai' : 'Maharashtra',
        country: p.city === 'Dubai' ? 'United Arab Emirates' : 'India',
        postal_code: '400020',
        gender: ids.size % 2 === 0 ? 'female' : 'male',
        date_of_birth: `19${85 + (ids.size % 12)}-0${1 + (ids.size % 9)}-1${ids.size % 10}`,
        salary: String(35000 + ids.size * 4250) + '.00',
        blood_group: (['A+', 'B+', 'O+', 'AB+', 'O-'] as const)[ids.size % 5]!,
        emergency_contact: `+91 99${String(10000000 + ids.size * 7654321).slice(0, 8)}`,
        emergency_contact_name: 'Family contact',
      })
      .returning({ id: staffMembers.id });
    ids.set(p.employeeId, s!.id);
  }
  return ids;
}

/**
 * The demo people with these emails as the signed-in users the services take (their id and
 * role count; no permissions, so nothing is checked on their behalf), by email.
 */
export async function actingAs(tx: Tx, emails: string[]) {
  const people = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, emails));
  return (email: string) => {
    const p = people.find((x) => x.email === email)!;
    return { id: p.id, name: email, email, role: p.role, is_active: true, permissions: [] };
  };
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { branches, staffMembers } from '../db/schema/index.ts';

const BRANCHES = [
  [
    'MUM-01',
    'Mumbai Head Office',
    'Mumbai',
    'Maharashtra',
    'India',
    'Asia/Kolkata',
    'EMP-002',
    'Nariman Point',
  ],
  [
    'DEL-01',
    'Delhi Connaught Place',
    'New Delhi',
    'Delhi',
    'India',
    'Asia/Kolkata',
    'EMP-004',
    'Connaught Place',
  ],
  [
    'DXB-01',
    'Dubai Deira',
    'Dubai',
    'Dubai',
    'United Arab Emirates',
    'Asia/Dubai',
    'EMP-005',
    'Al Rigga Road',
  ],
  [
    'BLR-01',
    'Bengaluru Indiranagar',
    'Bengaluru',
    'Karnataka',
    'India',
    'Asia/Kolkata',
    null,
    '100 Feet Road',
  ],
  [
    'MAA-01',
    'Chennai T. Nagar',
    'Chennai',
    'Tamil Nadu',
    'India',
    'Asia/Kolkata',
    null,
    'Usman Road',
  ],
  [
    'HYD-01',
    'Hyderabad Banjara Hills',
    'Hyderabad',
    'Telangana',
    'India',
    'Asia/Kolkata',
    null,
    'Road No. 12',
  ],
  [
    'CCU-01',
    'Kolkata Park Street',
    'Kolkata',
    'West Bengal',
    'India',
    'Asia/Kolkata',
    null,
    'Park Street',
  ],
  [
    'PNQ-01',
    'Pune Koregaon Park',
    'Pune',
    'Maharashtra',
    'India',
    'Asia/Kolkata',
    null,
    'North Main Road',
  ],
  ['AMD-01', 'Ahmedabad CG Road', 'Ahmedabad', 'Gujarat', 'India', 'Asia/Kolkata', null, 'CG Road'],
  [
    'COK-01',
    'Kochi Marine Drive',
    'Kochi',
    'Kerala',
    'India',
    'Asia/Kolkata',
    null,
    'Shanmugham Road',
  ],
  [
    'AUH-01',
    'Abu Dhabi Corniche',
    'Abu Dhabi',
    'Abu Dhabi',
    'United Arab Emirates',
    'Asia/Dubai',
    null,
    'Corniche Road',
  ],
  ['JAI-01', 'Jaipur MI Road', 'Jaipur', 'Rajasthan', 'India', 'Asia/Kolkata', null, 'MI Road'],
] as const;

/** Twelve branches (two pages), three with managers; the last one closed. */
export async function seedBranches(tx: Tx, staffIds: Map<string, number>) {
  const ids = new Map<string, number>();
  for (const [i, [code, name, city, state, country, tz, manager, street]] of BRANCHES.entries()) {
    const [b] = await tx
      .insert(branches)
      .values({
        code,
        name,
        city,
        state,
        country,
        timezone: tz,
        address: `${10 + i * 7}, ${street}`,
        postal_code: country === 'India' ? `${400001 + i * 1111}` : '00000',
        phone:
          country === 'India'
            ? `+91 22 4${String(1000000 + i * 86421).slice(0, 7)}`
            : `+971 4 ${String(2000000 + i * 13579).slice(0, 7)}`,
        email: `${code.toLowerCase().replace('-', '')}@travelagency.example`,
        manager_id: manager ? (staffIds.get(manager) ?? null) : null,
        is_active: i !== BRANCHES.length - 1,
        opening_time: country === 'India' ? '09:30' : '09:00',
        closing_time: country === 'India' ? '18:30' : '18:00',
      })
      .returning({ id: branches.id });
    ids.set(code, b!.id);
  }
  // Put people in branches so the staff screens show real assignments.
  const assign: [string, string][] = [
    ['EMP-001', 'MUM-01'],
    ['EMP-002', 'MUM-01'],
    ['EMP-003', 'MUM-01'],
    ['EMP-004', 'DEL-01'],
    ['EMP-005', 'DXB-01'],
    ['EMP-006', 'BLR-01'],
    ['EMP-007', 'MAA-01'],
    ['EMP-008', 'DEL-01'],
  ];
  for (const [emp, code] of assign) {
    await tx
      .update(staffMembers)
      .set({ branch_id: ids.get(code)! })
      .where(eq(staffMembers.id, staffIds.get(emp)!));
  }
  return ids;
}

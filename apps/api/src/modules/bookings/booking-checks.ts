import { inArray } from 'drizzle-orm';
import type { FieldErrors } from '@app/contract';
import { BOOKING_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { currencyRefusal } from '../currencies/rates.ts';
import { agentRateOf } from '../agents/agent-checks.ts';

/** The booking fields that name other records; any of them may be absent (not parsed). */
export interface BookingRefs {
  ops_person_id?: unknown;
  sales_person_id?: unknown;
  agent_id?: unknown;
  currency?: unknown;
}

const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * The people and the agent a booking names must exist, and its currency must be an active one
 * (`kept`: the file's currency so far, which it may keep after an admin switched it off): every
 * wrong one is an error on its own field, all in one answer. Also answers the agent's commission
 * rate, which a booking without its own rate takes.
 */
export async function bookingRefs(db: DbOrTx, v: BookingRefs, kept?: string) {
  const errors: FieldErrors = {};
  const refused = typeof v.currency === 'string' && (await currencyRefusal(db, v.currency, kept));
  if (refused) errors.currency = [refused];
  const people = (['ops_person_id', 'sales_person_id'] as const)
    .map((field) => [field, idOf(v[field])] as const)
    .filter((p): p is readonly [(typeof p)[0], number] => p[1] !== null);
  if (people.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          people.map(([, id]) => id),
        ),
      );
    const known = new Set(found.map((u) => u.id));
    for (const [field, id] of people) {
      if (!known.has(id)) errors[field] = [BOOKING_SERVER.personInvalid];
    }
  }
  const agentRate = await agentRateOf(db, idOf(v.agent_id));
  if (agentRate === undefined) errors.agent_id = [BOOKING_SERVER.agentInvalid];
  return { errors, agentRate: agentRate ?? null };
}

import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { idFilter } from './common/fields.ts';
import { pagingQuery } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from './audit-values.ts';

export * from './audit-values.ts';

/** `GET /audit-events` (admins): filters live in the URL, as on every list. */
export const auditListQuery = pagingQuery.extend({
  sort: sortParam('auditEvents'),
  user_id: idFilter,
  record_type: z
    .enum(AUDIT_RECORD_TYPES, { error: 'The selected record type is invalid.' })
    .or(z.literal(''))
    .optional(),
  record_id: idFilter,
  action: z
    .enum(AUDIT_ACTIONS, { error: 'The selected action is invalid.' })
    .or(z.literal(''))
    .optional(),
  from: optionalDate('from').optional(),
  to: optionalDate('to').optional(),
});

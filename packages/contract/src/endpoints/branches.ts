import { branchInput, branchListQuery, branchOptionSchema, branchSchema } from '../branches.ts';
import { okEnvelope } from '../common/envelope.ts';
import { endpoint } from './define.ts';
import { everyAction, pagedRecordEndpoints } from './record.ts';

// Branches are admin-only.
const access = 'admin';

export const branchEndpoints = {
  ...pagedRecordEndpoints({
    path: '/branches',
    noun: { one: 'a branch', many: 'branches' },
    access: everyAction(access),
    record: branchSchema,
    create: branchInput,
    update: branchInput,
    list: { query: branchListQuery },
  }),
  options: endpoint({
    method: 'GET',
    path: '/branches/list',
    summary: 'List branches for a picker',
    access,
    response: { 200: okEnvelope(branchOptionSchema.array()) },
  }),
};

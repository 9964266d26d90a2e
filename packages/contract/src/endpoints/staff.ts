import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { userOptionSchema } from '../enquiries.ts';
import {
  managerOptionSchema,
  staffCreateInput,
  staffListQuery,
  staffMemberSchema,
  staffPermissionsBody,
  staffStatusBody,
  staffUpdateInput,
} from '../staff.ts';
import { endpoint } from './define.ts';
import { everyAction, pagedRecordEndpoints } from './record.ts';

// Staff, their status and permissions are admin-only.
const access = 'admin';
const tag = 'staff';
const saved = okEnvelope(staffMemberSchema);

export const staffEndpoints = {
  managers: endpoint({
    method: 'GET',
    path: '/managers/list',
    summary: 'List managers for a picker',
    access,
    tag,
    response: { 200: okEnvelope(managerOptionSchema.array()) },
  }),
  /** Active users as {id, name}: the "assigned to" select of enquiries and bookings. */
  users: endpoint({
    method: 'GET',
    path: '/users/list',
    summary: 'List users for a picker',
    access: ['create_enquiries', 'edit_enquiries', 'create_bookings', 'edit_bookings'],
    tag,
    response: { 200: okEnvelope(userOptionSchema.array()) },
  }),
  ...pagedRecordEndpoints({
    path: '/staff',
    noun: { one: 'a staff member', many: 'staff members' },
    access: everyAction(access),
    record: staffMemberSchema,
    create: staffCreateInput,
    update: staffUpdateInput,
    list: { query: staffListQuery },
  }),
  status: endpoint({
    method: 'POST',
    path: '/staff/:id/update-status',
    summary: "Change a staff member's status",
    access,
    params: idParams,
    body: staffStatusBody,
    response: { 200: saved },
  }),
  permissions: endpoint({
    method: 'PUT',
    path: '/staff/:id/permissions',
    summary: "Set a staff member's permissions",
    access,
    params: idParams,
    body: staffPermissionsBody,
    response: { 200: saved },
  }),
};

import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
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

// Staff, their status and permissions are admin-only (decisions section 4).
const access = 'admin';
const tag = 'staff';
const saved = okEnvelope(staffMemberSchema);

export const staffEndpoints = {
  managers: endpoint({
    method: 'GET',
    path: '/managers/list',
    access,
    tag,
    response: { 200: okEnvelope(managerOptionSchema.array()) },
  }),
  /** Active users as {id, name}: the "assigned to" select of enquiries and bookings. */
  users: endpoint({
    method: 'GET',
    path: '/users/list',
    access: ['create_enquiries', 'edit_enquiries', 'create_bookings', 'edit_bookings'],
    tag,
    response: { 200: okEnvelope(userOptionSchema.array()) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/staff',
    access,
    query: staffListQuery,
    response: { 200: pagedEnvelope(staffMemberSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/:id',
    access,
    params: idParams,
    response: { 200: saved },
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff',
    access,
    body: staffCreateInput,
    response: { 201: saved },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/:id',
    access,
    params: idParams,
    body: staffUpdateInput,
    response: { 200: saved },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/staff/:id',
    access,
    params: idParams,
    response: { 200: messageEnvelope },
  }),
  status: endpoint({
    method: 'POST',
    path: '/staff/:id/update-status',
    access,
    params: idParams,
    body: staffStatusBody,
    response: { 200: saved },
  }),
  permissions: endpoint({
    method: 'PUT',
    path: '/staff/:id/permissions',
    access,
    params: idParams,
    body: staffPermissionsBody,
    response: { 200: saved },
  }),
};

/** Staff: fallback, success and server texts (spec section 8). */
export const STAFF_FAIL = {
  fetchStaff: 'Failed to fetch staff',
  fetchMember: 'Failed to fetch staff member',
  create: 'Failed to create staff member',
  update: 'Failed to update staff member',
  delete: 'Failed to delete staff member',
  status: 'Failed to update status',
  permissions: 'Failed to update permissions',
} as const;

export const STAFF_OK = {
  created: 'Staff member created successfully!',
  updated: 'Staff member updated successfully!',
  status: 'Status updated successfully!',
  deleted: 'Staff member deleted successfully!',
  permissions: 'Permissions updated successfully!',
} as const;

export const STAFF_SERVER = {
  notFound: 'Staff not found',
  emailTaken: 'The email has already been taken.',
  employeeIdTaken: 'The employee id has already been taken.',
  branchInvalid: 'The selected branch is invalid.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDelete: 'You cannot delete your own account.',
  selfDemote: 'You cannot change your own role.',
  lastAdmin: 'The last active admin cannot be deactivated, demoted or deleted.',
  hasTransactions:
    'This staff member has recorded transactions and cannot be deleted. Deactivate them instead.',
} as const;

/** Fallback and success texts of spec section 8, one source for both sides. */
export const FAIL = {
  login: 'Login failed',
  loginInvalid: 'Invalid credentials. Please try again.',
  loginUnexpected: 'An error occurred. Please try again.',
  fetchBranches: 'Failed to fetch branches',
  fetchBranch: 'Failed to fetch branch',
  createBranch: 'Failed to create branch',
  updateBranch: 'Failed to update branch',
  deleteBranch: 'Failed to delete branch',
  fetchManagers: 'Failed to fetch managers',
  fetchBranchesList: 'Failed to fetch branches list',
} as const;

export const OK = {
  branchDeleted: 'Branch deleted successfully',
  branchCreated: 'Branch created successfully',
  branchUpdated: 'Branch updated successfully',
  passwordChanged: 'Password changed successfully',
} as const;

/** Server-side messages users can meet. */
export const SERVER = {
  invalidCredentials: 'Invalid credentials. Please try again.',
  inactive: 'Your account is inactive',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Not authorised',
  validation: 'The given data was invalid.',
  tooManyLogins: (seconds: number) =>
    `Too many login attempts. Please try again in ${seconds} seconds.`,
  branchNotFound: 'Branch not found',
  branchHasStaff:
    'This branch has staff assigned and cannot be deleted. Move or remove its staff first.',
  codeTaken: 'The code has already been taken.',
  managerInvalid: 'The selected manager is invalid.',
  wrongPassword: 'The current password is incorrect.',
} as const;

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

/** Sign-in, branches and the texts every screen may meet (spec section 8). */
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

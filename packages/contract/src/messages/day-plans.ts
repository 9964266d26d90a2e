/** Day plans and drivers: fallback and success texts. */
export const DAY_PLAN_FAIL = {
  fetchAll: 'Failed to fetch day plans',
  fetchOne: 'Failed to fetch day plan',
  create: 'Failed to create day plan',
  update: 'Failed to update day plan',
  delete: 'Failed to delete day plan',
} as const;

export const DAY_PLAN_OK = {
  created: 'Day plan created successfully!',
  updated: 'Day plan updated successfully!',
  deleted: 'Day plan deleted successfully!',
} as const;

export const DAY_PLAN_SERVER = { notFound: 'Day plan not found' } as const;

export const DRIVER_OK = {
  created: 'Driver created successfully!',
  updated: 'Driver updated successfully!',
  deleted: 'Driver deleted successfully!',
  dutySheetEmailed: 'Duty sheet emailed successfully!',
} as const;

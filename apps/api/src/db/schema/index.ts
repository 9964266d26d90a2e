export * from './users.ts';
export * from './staff.ts';
export * from './branches.ts';
export * from './finance.ts';
export * from './numbering.ts';
export * from './tourism.ts';
export * from './bookings.ts';
export * from './day-plans.ts';

export * from './common/envelope.ts';
export * from './common/paging.ts';
export * from './common/fields.ts';
export * from './permissions.ts';
export * from './auth.ts';
export * from './branches.ts';
export * from './messages.ts';
export * from './dashboard.ts';

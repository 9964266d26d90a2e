import { z } from 'zod';
import { booleanField, optionalText, requiredText } from './common/fields.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { answer, idName } from './common/envelope.ts';

export const categoryInput = z.object({
  name: requiredText('name', 100),
  description: optionalText('description', 1000),
  is_active: booleanField('is_active').default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryValues = z.output<typeof categoryInput>;

export const categoryListQuery = pagingQuery.extend({ search: searchParam });

export const categorySchema = z.object({
  id: answer.id,
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  transactions_count: answer.count,
  created_at: answer.timestamp,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryOptionSchema = idName;
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

import { z } from 'zod';
import { booleanField, optionalText, requiredText } from './common/fields.ts';
import { pagingQuery, searchParam } from './common/paging.ts';

export const categoryInput = z.object({
  name: requiredText('name', 100),
  description: optionalText('description', 1000),
  is_active: booleanField('is_active').default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryValues = z.output<typeof categoryInput>;

export const categoryListQuery = pagingQuery.extend({ search: searchParam });

export interface Category {
  id: number;
  name: string;
  description: string | null;
  is_active: boolean;
  transactions_count: number;
  created_at: string;
}

export interface CategoryOption {
  id: number;
  name: string;
}

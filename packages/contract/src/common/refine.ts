import type { z } from 'zod';

/**
 * For a rule across fields (`.refine` on an object): run it once the fields it reads are
 * valid, even when other fields are not. Zod's default skips an object's rules while any
 * field has an error, so a form heard of "end before start" only after fixing everything
 * else.
 */
export const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    // A body that is not an object at all (null, a string) has no fields to compare.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

import { Badge } from '@mantine/core';

/** Badge colours in one place (spec section 4). */
export const ROLE_COLOURS = { admin: 'red', manager: 'yellow', staff: 'blue' } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: keyof typeof ROLE_COLOURS }) {
  return (
    <Badge color={ROLE_COLOURS[role]} variant="light">
      {role}
    </Badge>
  );
}

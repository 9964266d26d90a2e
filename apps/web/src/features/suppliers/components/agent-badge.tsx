import type { MantineSize } from '@mantine/core';
import { Badge } from '@mantine/core';

/** A supplier that is an agent marked as a vendor: its name and contact are the agent's. */
export function AgentBadge({ size }: { size?: MantineSize }) {
  return (
    <Badge component="span" size={size} color="grape" variant="light" c="dark.7" miw="max-content">
      Agent
    </Badge>
  );
}

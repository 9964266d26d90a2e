import { Badge } from '@mantine/core';

/** A supplier that is an agent marked as a vendor: its name and contact are the agent's. */
export function AgentBadge() {
  return (
    <Badge component="span" color="grape" variant="light" c="dark.7" miw="max-content">
      Agent
    </Badge>
  );
}

/** Mantine's Tooltip in a chunk of its own, for HoverTooltip to load (hover-tooltip.tsx). */
export { Tooltip } from '@mantine/core';

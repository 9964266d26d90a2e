import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '@app/contract';

/**
 * The Export menu itself, in its own chunk (export-button.tsx loads it on first hover, focus or
 * press): Mantine's Menu would otherwise add to every list's first page (decision 005).
 */
export default function ExportMenu(props: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  busy: boolean;
  run: (format: ExportFormat) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal opened={props.opened} onChange={props.onChange}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={props.busy}
          data-print-hide
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => props.run('csv')}>Export CSV</Menu.Item>
        <Menu.Item onClick={() => props.run('xlsx')}>Export XLSX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ExportFormat, ExportList } from '@app/contract';
import { EXPORT_FILE_STEMS, EXPORT_PATHS } from '@app/contract/constants';
import { useState } from 'react';
import type { FileArgs, FileKey } from '../lib/download.ts';
import { downloadFile } from '../lib/download.ts';
import { notifyError } from '../lib/notify.ts';
import { ButtonMenu } from './button-menu.tsx';

/** A list's export endpoint (`GET /exports/bookings`), with the account id for a statement. */
const listExport = (list: ExportList, id?: number) => ({
  file: `GET /exports${EXPORT_PATHS[list]}` as FileKey,
  params: id === undefined ? undefined : { id },
});

/**
 * "Export" on a list or report: the file holds what the screen shows, so it sends the
 * screen's own URL query (search, filters, sort, period; the page number is dropped because an
 * export holds every page). The file keeps the server's name, e.g. bookings-2026-11-23.xlsx.
 */
export function ExportButton(props: {
  /** The export's endpoint: a list's (`listExport`) or a report's (`GET /reports/sales/export`). */
  file: FileKey;
  params?: FileArgs['params'];
  /** The screen's query ('' or '?…'), e.g. `useListParams(...).query`. */
  query: string;
  /** The name used if the server gives none. */
  stem: string;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    const q = new URLSearchParams(props.query);
    q.delete('page');
    q.set('format', format);
    setBusy(format);
    const r = await downloadFile(
      props.file,
      { params: props.params, query: q },
      `${props.stem}.${format}`,
      true,
    );
    setBusy(null);
    if (!r.ok) notifyError(r.message);
  };
  return (
    <ButtonMenu
      label="Export"
      button={{
        variant: 'default',
        leftSection: <IconDownload size={16} />,
        rightSection: <IconChevronDown size={14} />,
        loading: busy !== null,
        'data-print-hide': true,
      }}
      items={[
        { label: 'Export CSV', onClick: () => void run('csv') },
        { label: 'Export XLSX', onClick: () => void run('xlsx') },
      ]}
    />
  );
}

/** The Export menu of one list, from the contract's export paths and file stems. */
export function ListExportButton(props: { list: ExportList; query: string; id?: number }) {
  return (
    <ExportButton
      {...listExport(props.list, props.id)}
      query={props.query}
      stem={EXPORT_FILE_STEMS[props.list]}
    />
  );
}

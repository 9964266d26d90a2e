import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { downloadFile } from '../lib/download.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';

type Download = () => ReturnType<typeof downloadFile>;

/**
 * A button that downloads a protected file: disabled and saying "Downloading..." while it
 * runs. A refusal is a toast with the server's message (`failed` instead of the client's own
 * "Download failed", when the page has a better one); a success says `done` when given.
 */
export function DownloadButton({
  label,
  download,
  failed,
  done,
  iconSize = 16,
  ...button
}: {
  label: string;
  download: Download;
  failed?: string;
  done?: string;
  iconSize?: number;
  'aria-label'?: string;
} & Omit<ButtonProps, 'leftSection' | 'disabled' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const r = await download();
    setBusy(false);
    if (!r.ok) notifyError(failed && r.message === 'Download failed' ? failed : r.message);
    else if (done) notifySuccess(done);
  };
  return (
    <Button
      variant="default"
      {...button}
      leftSection={<IconDownload size={iconSize} />}
      disabled={busy}
      onClick={() => void run()}
    >
      {busy ? 'Downloading...' : label}
    </Button>
  );
}

import type { ServerResponse } from 'node:http';

/**
 * Drop a download whose reader has stopped taking it: once the response has more waiting than
 * the socket will take (`writableNeedDrain`) and nothing has drained for `stallMs`, the socket
 * is destroyed. The body's pipeline then destroys the export's stream, which closes its cursor
 * (or discards its COPY's connection) and ends its lease (export-gate.ts). A reader that is
 * slow but still reading drains now and then and is never dropped; a database slow to send
 * the first rows is not the reader's stall (nothing is waiting to be written).
 */
export function dropWhenStalled(res: ServerResponse, stallMs: number) {
  let since = 0;
  const check = () => {
    if (!res.writableNeedDrain) {
      since = 0;
      return;
    }
    const now = Date.now();
    if (!since) since = now;
    else if (now - since >= stallMs) res.destroy();
  };
  const timer = setInterval(check, Math.max(50, Math.min(1000, stallMs / 4)));
  timer.unref();
  const moved = () => {
    since = 0;
  };
  res.on('drain', moved);
  res.once('close', () => {
    clearInterval(timer);
    res.off('drain', moved);
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { dropWhenStalled } from './stall-watch.ts';

/**
 * A download whose reader stops reading is dropped after the stall time, and its source stream
 * destroyed (what closes an export's cursor); one that reads slowly but steadily is not.
 */
const STALL_MS = 1500;
let server: http.Server | null = null;

afterEach(async () => {
  await new Promise((r) => server?.close(r) ?? r(null));
  server = null;
});

/** A server sending an endless body under the watch; resolves with what happened to it. */
function serve() {
  const outcome: { sourceDestroyed: boolean; closedAt: number } = {
    sourceDestroyed: false,
    closedAt: 0,
  };
  server = http.createServer((_req, res) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const source = new Readable({
      read() {
        this.push(chunk);
      },
      destroy(err, done) {
        outcome.sourceDestroyed = true;
        done(err);
      },
    });
    dropWhenStalled(res, STALL_MS);
    res.once('close', () => (outcome.closedAt = performance.now()));
    res.writeHead(200, { 'content-type': 'text/csv' });
    source.pipe(res);
    res.once('close', () => source.destroy());
  });
  return new Promise<{ port: number; outcome: typeof outcome }>((resolve) =>
    server!.listen(0, '127.0.0.1', () =>
      resolve({ port: (server!.address() as AddressInfo).port, outcome }),
    ),
  );
}

function download(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
  return socket;
}

describe('dropWhenStalled', () => {
  it('drops a download whose reader stopped, and destroys its source', async () => {
    const { port, outcome } = await serve();
    const socket = download(port);
    socket.once('data', () => socket.pause());
    const started = performance.now();
    const deadline = started + 10_000;
    while (!outcome.closedAt && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    socket.destroy();
    expect(outcome.closedAt).toBeGreaterThan(0);
    expect(outcome.closedAt - started).toBeGreaterThanOrEqual(STALL_MS);
    expect(outcome.sourceDestroyed).toBe(true);
  });

  it('keeps a reader that takes the body slowly but steadily', async () => {
    const { port, outcome } = await serve();
    const socket = download(port);
    let read = 0;
    let sincePause = 0;
    socket.on('data', (c: Buffer) => {
      read += c.length;
      sincePause += c.length;
      // A rest of 100 ms every 256 KB: slower than the server writes, never still for long.
      // (The kernel wakes a writer once about half its send buffer, up to 4 MB on loopback,
      // has gone: a reader must take that much within the stall time.)
      if (sincePause >= 256 * 1024) {
        sincePause = 0;
        socket.pause();
        setTimeout(() => socket.resume(), 100);
      }
    });
    await new Promise((r) => setTimeout(r, STALL_MS * 3));
    const { closedAt, sourceDestroyed } = outcome;
    socket.destroy();
    expect(read).toBeGreaterThan(8 * 1024 * 1024);
    expect(closedAt).toBe(0);
    expect(sourceDestroyed).toBe(false);
  });
});

import net from 'node:net';

/**
 * A download whose reader stops reading: the request goes out on a bare socket, the answer's
 * head is read, and then nothing more (the socket is paused, so the kernel's buffers fill and
 * the server can no longer write). A refusal (anything but 200) is read whole; no head within
 * 10 s is status 0.
 */
export interface SlowReader {
  status: number;
  /** The head, and for a refusal its whole body, as text. */
  text: string;
  /** Bytes read so far. */
  bytes: () => number;
  /** Read everything the server still sends, until it closes the socket. */
  drain: (timeoutMs: number) => Promise<number>;
  destroy: () => void;
}

export function slowReader(port: number, target: string, token: string): Promise<SlowReader> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let raw = Buffer.alloc(0);
    let closed = false;
    let onClose: () => void = () => {};
    socket.on('close', () => {
      closed = true;
      onClose();
    });
    socket.on('error', () => {});
    // No head within 10 s is an answer too (status 0): the server is stuck.
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(reader(0));
    }, 10_000);
    const reader = (status: number): SlowReader => ({
      status,
      text: raw.toString('utf8'),
      bytes: () => raw.length,
      drain: (timeoutMs) =>
        new Promise((done) => {
          const t = setTimeout(() => {
            socket.destroy();
            done(raw.length);
          }, timeoutMs);
          onClose = () => {
            clearTimeout(t);
            done(raw.length);
          };
          if (closed) onClose();
          socket.resume();
        }),
      destroy: () => socket.destroy(),
    });
    const onData = (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      const head = raw.indexOf('\r\n\r\n');
      if (head < 0) return;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw.toString('latin1', 0, 12))?.[1]);
      if (status === 200) {
        clearTimeout(timer);
        socket.pause();
        socket.off('data', onData);
        socket.on('data', (c: Buffer) => (raw = Buffer.concat([raw, c])));
        resolve(reader(status));
      }
    };
    socket.on('data', onData);
    socket.on('end', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw.toString('latin1', 0, 12))?.[1]);
      resolve(reader(status || 0));
    });
    socket.on('connect', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${token}\r\n` +
          'connection: close\r\n\r\n',
      ),
    );
  });
}

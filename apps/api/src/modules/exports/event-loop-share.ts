/**
 * Formatting rows is the one long piece of CPU work an export does on the API's event loop.
 * While the socket takes everything it is given, the stream asks for the next chunk at once
 * (nextTick and promise queues, which run before any I/O), so a batch of rows could be
 * formatted before another request is even read: three exports filling their sockets' buffers
 * kept health at 200-400 ms on a busy machine. A writer calls `due()` per row and, when its
 * slice is used up, awaits `pause()`: a turn of the event loop (setImmediate runs after the
 * waiting I/O) for the other requests.
 */
const SLICE_MS = 0.5;

export function eventLoopShare(sliceMs = SLICE_MS) {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= sliceMs,
    async pause() {
      await new Promise((r) => setImmediate(r));
      since = performance.now();
    },
  };
}

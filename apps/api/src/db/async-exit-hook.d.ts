// async-exit-hook ships no types; only what db/embedded.ts uses.
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const hook: AsyncExitHook;
  export default hook;
}

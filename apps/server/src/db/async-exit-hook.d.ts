declare module 'async-exit-hook' {
  type ExitHook = { unhookEvent: (event: string) => void };
  const exitHook: ExitHook;
  export default exitHook;
}

// The per-language text modules that locale-bundles.ts (the Vite plugin) makes.
declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

// stylis ships no type declarations and @types/stylis is not installed; Emotion's plugin type fits.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}

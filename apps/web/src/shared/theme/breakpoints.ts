import type {} from '@mui/material/styles';

/** The spec's breakpoints (section 9); `xxl` is added to MUI's five. */
export const breakpointValues = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440, xxl: 1920 } as const;

declare module '@mui/material/styles' {
  // Module augmentation merges only into an interface, so `type` cannot be used here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface BreakpointOverrides {
    xxl: true;
  }
}

import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';
import type { PaletteName } from './palette-names';
import { palettes, type ThemeMode } from './palettes';
import type { Direction } from './theme-slice';

export type AppThemeOptions = { mode: ThemeMode; palette: PaletteName; direction: Direction };

/** App bar height (spec section 9); the shell and sticky headers offset by it. */
export const APP_BAR_HEIGHT = 64;

const fontFamily = [
  'Roboto',
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Helvetica',
  'Arial',
  'sans-serif',
].join(',');

/** The MUI theme of a palette variant: the spec's breakpoints, quiet surfaces, dense CRM typography. */
export const createAppTheme = ({ mode, palette, direction }: AppThemeOptions): Theme => {
  const tokens = palettes[palette][mode];
  const dark = mode === 'dark';
  const divider = dark ? alpha('#ffffff', 0.1) : alpha('#0f172a', 0.1);
  // WCAG 2.2 focus appearance: a 2 px ring in the primary colour (>= 3:1 against the surfaces, the
  // palettes' test checks it) and 2 px off the control, so it never blends into a filled button.
  const focusRing = { outline: `2px solid ${tokens.primary.main}`, outlineOffset: 2 };
  // Inside menus and lists a ring outside the item would be cut by the scrolling container.
  const insetFocusRing = { ...focusRing, outlineOffset: -2 };

  return createTheme({
    direction,
    breakpoints: { values: breakpointValues },
    palette: {
      mode,
      primary: tokens.primary,
      secondary: tokens.secondary,
      background: tokens.background,
      text: tokens.text,
      divider,
      // MUI's light warning (#ed6c02) gives white text 3.1:1, below WCAG AA for the filled alerts and
      // contained buttons that print on it; amber 700 gives 5.0:1 and still reads as a warning.
      ...(dark ? {} : { warning: { main: '#b45309', contrastText: '#ffffff' } }),
    },
    shape: { borderRadius: 10 },
    // One app bar height at every width (MUI's default drops to 56 px on phones).
    mixins: { toolbar: { minHeight: APP_BAR_HEIGHT } },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.875rem', fontWeight: 700, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.375rem', fontWeight: 700 },
      h5: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontSize: '1.0625rem', fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          // Native links and buttons (skip link, plain anchors) get the same ring as MUI's controls.
          ':focus-visible': focusRing,
        },
      },
      // MUI's buttons remove the outline and show only a faint ripple on keyboard focus.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiLink: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } } },
      // Dark mode's elevation overlay tints papers unevenly; the palettes set the surfaces.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${divider}`, borderRadius: 14 } },
      },
      MuiCardHeader: {
        styleOverrides: { title: { fontSize: '1rem', fontWeight: 600 }, root: { paddingBottom: 8 } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8, '&.Mui-focusVisible': insetFocusRing } },
      },
      MuiMenu: {
        defaultProps: { slotProps: { paper: { elevation: 3 } } },
        styleOverrides: { paper: { border: `1px solid ${divider}` } },
      },
      MuiPopover: { styleOverrides: { paper: { border: `1px solid ${divider}` } } },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    },
  });
};

/**
 * One chunk for what the first screen (the login page) and every signed-in screen run: React,
 * the router, i18next, the store, the query client, emotion and MUI's core with the components
 * the login page draws. Left to itself the bundler makes a chunk per set of screens sharing a
 * module: the login page came in 54 files, and brotli compresses each alone. In one file the same
 * code is ~12% smaller on the wire (docs/decisions.md "Web: bundle budgets").
 *
 * The group takes every module of the packages and folders listed, wherever the app uses it, and
 * what those modules import: a package or folder belongs here only when the login page uses most
 * of it, or the login page pays for what only other screens use. `npm run bench:web` measures the
 * login page and lists its files.
 */
const PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  '@emotion/[^/]+',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  'stylis',
  'redux',
  '@reduxjs/toolkit',
  'reselect',
  'immer',
  'react-redux',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'hoist-non-react-statics',
  'react-is',
  'use-sync-external-store',
  '@babel/runtime',
  'clsx',
  'prop-types',
  'react-transition-group',
];

/** The @mui/material folders the login page uses (its icons and the shell's parts stay apart). */
const MUI_PARTS = [
  'styles',
  'utils',
  // Of `internal`, the transition and the icons Alert and Avatar draw (not SwitchBase, the
  // table's and the chips' icons, which other screens' components would bring in).
  'internal/Transition.mjs',
  'internal/svg-icons/(SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|Close|Person).mjs',
  'zero-styled',
  'DefaultPropsProvider',
  'colors',
  'transitions',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'Box',
  'Stack',
  'Typography',
  'Paper',
  'Card',
  'CardContent',
  'Alert',
  'Avatar',
  'SvgIcon',
  'Button',
  'ButtonBase',
  'ButtonGroup',
  'IconButton',
  'CircularProgress',
  'LinearProgress',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'InputLabel',
  'InputBase',
  'OutlinedInput',
  'InputAdornment',
  'TextareaAutosize',
  'ToggleButton',
  'ToggleButtonGroup',
  'useLazyRipple',
];

const PATTERN = new RegExp(`/node_modules/(${PACKAGES.join('|')}|@mui/material/(${MUI_PARTS.join('|')}))/`);

export const firstScreenChunk = {
  name: 'first-screen',
  test: (id: string) => PATTERN.test(id.replaceAll('\\', '/')),
};

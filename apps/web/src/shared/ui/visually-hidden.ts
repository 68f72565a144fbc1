/**
 * Read by screen readers, not shown: the usual clip pattern, as MUI's own visuallyHidden, which
 * lives in @mui/utils, not one of our direct dependencies. The sizes are strings on purpose: in
 * `sx` a bare 1 means 100 %, and a label that wide, clipped but still laid out, made the market
 * table scroll sideways at every screen width.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

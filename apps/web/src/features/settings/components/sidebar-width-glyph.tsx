import { Box } from '@mui/material';
import type { SidebarWidth } from '@/shared/theme/sidebar-widths';

const stripWidth: Record<SidebarWidth, number> = { default: 11, compact: 8, mini: 4 };

/** A tiny window drawing whose side strip shows the sidebar width option at a glance. */
export const SidebarWidthGlyph = ({ width }: { width: SidebarWidth }) => (
  <Box
    aria-hidden
    sx={{
      width: 30,
      height: 22,
      border: 1.5,
      borderColor: 'currentColor',
      borderRadius: 1,
      display: 'flex',
      p: '2px',
      gap: '2px',
    }}
  >
    <Box sx={{ width: stripWidth[width], borderRadius: 0.5, bgcolor: 'currentColor' }} />
    <Box sx={{ flex: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.18 }} />
  </Box>
);

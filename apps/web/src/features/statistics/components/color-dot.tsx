import { Box } from '@mui/material';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A user's colour code as a dot beside the name (decorative: the name is written next to it). */
export const ColorDot = ({ colorCode }: { colorCode: string | null }) => (
  <Box
    aria-hidden
    sx={{
      width: 10,
      height: 10,
      borderRadius: '50%',
      flexShrink: 0,
      bgcolor: colorCode && HEX_COLOR.test(colorCode) ? colorCode : 'primary.main',
    }}
  />
);

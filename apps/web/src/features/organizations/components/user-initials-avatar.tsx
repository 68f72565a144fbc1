import { Avatar } from '@mui/material';
import { alpha, getContrastRatio } from '@mui/material/styles';
import { initials } from '../initials';

export type UserInitialsAvatarProps = { name: string; colorCode: string | null; size?: number };

/** Initials on the user's colour (text black or white, whichever reads better), else on a primary tint. */
export const UserInitialsAvatar = ({ name, colorCode, size = 48 }: UserInitialsAvatarProps) => (
  <Avatar
    aria-hidden
    sx={(theme) => ({
      width: size,
      height: size,
      fontSize: size * 0.38,
      fontWeight: 600,
      ...(colorCode
        ? {
            bgcolor: colorCode,
            color:
              getContrastRatio(colorCode, '#fff') >= getContrastRatio(colorCode, '#000') ? '#fff' : '#000',
          }
        : {
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
            color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
          }),
    })}
  >
    {initials(name)}
  </Avatar>
);

import { Avatar } from '@mui/material';
import { alpha, getContrastRatio, type Theme } from '@mui/material/styles';
import { initials } from '@/shared/lib/initials';

export type UserAvatarProps = {
  /** A record without a colour (an organization's user list has none) gets the primary tint. */
  user: { name: string; colorCode?: string | null };
  size?: number;
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Black or white text on the user's colour, whichever reads better; a primary tint without one. */
const colorsOf = (colorCode: string | null | undefined) => (theme: Theme) =>
  colorCode && HEX_COLOR.test(colorCode)
    ? {
        bgcolor: colorCode,
        color: getContrastRatio(colorCode, '#fff') >= getContrastRatio(colorCode, '#000') ? '#fff' : '#000',
      }
    : {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
        color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
      };

/** A user's initials on their colour; decorative, the name is always written beside it. */
export const UserAvatar = ({ user, size = 48 }: UserAvatarProps) => (
  <Avatar
    aria-hidden
    sx={(theme) => ({
      width: size,
      height: size,
      fontSize: Math.round(size * 0.4),
      fontWeight: 600,
      ...colorsOf(user.colorCode)(theme),
    })}
  >
    {initials(user.name)}
  </Avatar>
);

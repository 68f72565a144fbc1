import { Avatar, Stack, Typography } from '@mui/material';
import { initials } from '@/shared/lib/initials';

export type UserBadgeProps = { name: string };

/** The locked user: whose session this is. */
export const UserBadge = ({ name }: UserBadgeProps) => (
  <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
    <Avatar
      sx={{
        width: 76,
        height: 76,
        fontSize: 28,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 3,
      }}
    >
      {initials(name) || '?'}
    </Avatar>
    <Typography
      variant="h6"
      component="p"
      sx={{ fontWeight: 600, textAlign: 'center', wordBreak: 'break-word' }}
    >
      {name}
    </Typography>
  </Stack>
);

import { Avatar, Stack, Typography } from '@mui/material';

export type UserBadgeProps = { name: string };

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

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
      {initialsOf(name)}
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

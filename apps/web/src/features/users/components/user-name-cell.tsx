import type { User } from '@emlak/contracts';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { alpha, getContrastRatio } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { initials } from '../initials';

/** The user's initials on their colour, the name, and "(you)" on the signed-in user's row. */
export const UserNameCell = ({ user, self }: { user: User; self: boolean }) => {
  const { t } = useTranslation();
  const color = user.colorCode;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
      <Avatar
        aria-hidden
        sx={(theme) => ({
          width: 32,
          height: 32,
          fontSize: 13,
          fontWeight: 600,
          ...(color
            ? {
                bgcolor: color,
                color: getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000',
              }
            : {
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
                color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
              }),
        })}
      >
        {initials(user.name)}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {user.name}
        {self && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` (${t('users.you')})`}
          </Box>
        )}
      </Typography>
    </Stack>
  );
};

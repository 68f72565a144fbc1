import type { User } from '@emlak/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/shared/ui/user-avatar';

/** The user's initials on their colour, the name, and "(you)" on the signed-in user's row. */
export const UserNameCell = ({ user, self }: { user: User; self: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
      <UserAvatar user={user} size={32} />
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

import { Role, type UserStatistics } from '@emlak/contracts';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RoleChip } from '@/shared/ui/role-chip';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { FigureList } from './figure-list';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const roleNames: Record<number, string> = { [Role.Admin]: 'Admin', [Role.SuperAdmin]: 'SuperAdmin' };

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The card view: one card per user of the organization, edged in the user's colour code. */
export const TeamCards = ({ users }: { users: readonly UserStatistics[] | undefined }) => {
  const { t } = useTranslation();
  if (!users)
    return (
      <Box sx={grid} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={232} />
        ))}
      </Box>
    );
  return (
    <Box
      component="ul"
      aria-label={t('statistics.team.label')}
      sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}
    >
      {users.map((user) => {
        const role = roleNames[user.roleId];
        return (
          <Card
            key={user.userId}
            component="li"
            variant="outlined"
            aria-label={t('statistics.team.cardLabel', { name: user.name })}
            sx={{
              borderRadius: 3,
              borderLeftWidth: 4,
              borderLeftColor:
                user.colorCode && HEX_COLOR.test(user.colorCode) ? user.colorCode : 'primary.main',
            }}
          >
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <UserAvatar user={user} size={40} />
                <Typography
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 600, minWidth: 0, flex: 1 }}
                  noWrap
                >
                  {user.name}
                </Typography>
                {role && <RoleChip roleId={user.roleId} label={t(`roles.names.${role}`)} />}
              </Stack>
              <FigureList figures={user} />
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
};

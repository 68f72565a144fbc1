import { Role, type Profile } from '@emlak/contracts';
import { Card, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/shared/lib/role-label';
import { RoleChip } from '@/shared/ui/role-chip';
import { UserAvatar } from '@/shared/ui/user-avatar';

const SEEDED_NAMES: Record<number, string> = {
  [Role.Admin]: 'Admin',
  [Role.SuperAdmin]: 'SuperAdmin',
  [Role.User]: 'User',
};

/** Who the profile belongs to: initials on the user's colour, the name, role and organization. */
export const ProfileSummary = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <UserAvatar user={profile} size={72} />
        <Stack sx={{ gap: 0.75, minWidth: 0 }}>
          <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span aria-label={t('profile.role')}>
              <RoleChip roleId={profile.roleId} label={roleLabel(SEEDED_NAMES[profile.roleId] ?? '', t)} />
            </span>
            <Typography variant="body2">
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('profile.organization')}:{' '}
              </Typography>
              {profile.organizationName}
            </Typography>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
};

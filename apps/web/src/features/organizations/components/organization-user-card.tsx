import type { OrganizationUser } from '@emlak/contracts';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { RoleChip } from '@/shared/ui/role-chip';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { UserStatusChip } from '@/shared/ui/user-status-chip';

export type OrganizationUserCardProps = {
  user: OrganizationUser;
  /** 1-based position in the list: the spec's sequence number. */
  sequence: number;
  selected: boolean;
  onSetPlan: (user: OrganizationUser) => void;
};

/** One user of the organization: number, avatar, name, e-mail (or the fallback), role and status. */
export const OrganizationUserCard = ({ user, sequence, selected, onSetPlan }: OrganizationUserCardProps) => {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const email = user.email.trim();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={(theme) => ({
        borderRadius: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 150ms, box-shadow 150ms',
        ...(selected && {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
        }),
        '&:hover': { borderColor: alpha(theme.palette.primary.main, 0.6) },
      })}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5 }}>
          <UserAvatar user={user} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={nameId}
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {user.name}
            </Typography>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', mt: 0.25, minWidth: 0 }}
            >
              <MailOutlineRounded sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />
              <Typography
                variant="body2"
                noWrap
                title={email || undefined}
                sx={{ fontStyle: email ? 'normal' : 'italic' }}
              >
                {email || t('organizations.detail.noEmail')}
              </Typography>
            </Stack>
          </Box>
          <Typography
            variant="caption"
            sx={{
              fontWeight: 600,
              color: 'text.secondary',
              bgcolor: 'action.hover',
              borderRadius: 1,
              px: 0.75,
              py: 0.25,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            #{formatNumber(sequence, i18n.language)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {/* The list answer carries no role name: the role is named in the reader's language. */}
          <RoleChip
            roleId={user.roleId}
            label={t(`organizations.detail.roles.${user.roleId}`, { defaultValue: String(user.roleId) })}
          />
          <UserStatusChip
            status={user.status}
            label={t(`organizations.detail.userStatuses.${user.status}`)}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          size="small"
          variant={selected ? 'contained' : 'outlined'}
          disableElevation
          startIcon={<WorkspacePremiumOutlined />}
          aria-label={t('organizations.detail.setPlanFor', { name: user.name })}
          aria-pressed={selected}
          onClick={() => onSetPlan(user)}
          fullWidth
        >
          {t('organizations.detail.setPlan')}
        </Button>
      </CardActions>
    </Card>
  );
};

import type { OrganizationUser } from '@emlak/contracts';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { OrganizationUserCard } from './organization-user-card';
import { UserCardSkeleton } from './user-card-skeleton';

/** The spec's six placeholder cards while the users load. */
export const SKELETON_CARDS = 6;

export type OrganizationUsersTabProps = {
  users: UseQueryResult<OrganizationUser[]>;
  selectedId: number | null;
  onSetPlan: (user: OrganizationUser) => void;
};

const grid = {
  display: 'grid',
  gap: 2,
  // As many 280 px columns as fit: three beside the sidebar at 1440, one on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
};

/** The organization's users as a card grid, with loading, error and empty states. */
export const OrganizationUsersTab = ({ users, selectedId, onSetPlan }: OrganizationUsersTabProps) => {
  const { t } = useTranslation();
  if (users.isPending)
    return (
      <Box>
        <Stack
          role="status"
          direction="row"
          sx={{ alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}
        >
          <CircularProgress size={16} color="inherit" />
          <Typography variant="body2">{t('organizations.detail.loading')}</Typography>
        </Stack>
        <Box sx={grid} aria-hidden>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <UserCardSkeleton key={index} />
          ))}
        </Box>
      </Box>
    );
  if (users.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void users.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('organizations.detail.loadFailed')}
      </Alert>
    );
  if (users.data.length === 0)
    return (
      <EmptyState
        icon={<PersonOffOutlined />}
        title={t('organizations.detail.emptyTitle')}
        text={t('organizations.detail.emptyText')}
      />
    );
  return (
    <Box sx={grid} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {users.data.map((user, index) => (
        <Box component="li" key={user.id} sx={{ minWidth: 0 }}>
          <OrganizationUserCard
            user={user}
            sequence={index + 1}
            selected={user.id === selectedId}
            onSetPlan={onSetPlan}
          />
        </Box>
      ))}
    </Box>
  );
};

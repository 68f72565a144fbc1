import { USER_AD_STATUSES, type UserAdStatus } from '@emlak/contracts';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserAdCounts } from '@/shared/api/use-user-ad-counts';
import { formatNumber } from '@/shared/lib/format';
import { DashboardCard } from './dashboard-card';

const listUrl = (status: UserAdStatus) =>
  status === 'added' ? '/user-announcement' : `/user-announcement?status=${status}`;

const tone = { added: 'info', work: 'warning', sold: 'success' } as const;

/** My list by status: added, in work and sold, each a link to that tab of My list. */
export const MyListCard = () => {
  const { t, i18n } = useTranslation();
  const counts = useUserAdCounts();
  return (
    <DashboardCard title={t('dashboard.myListTitle')}>
      {counts.isError && !counts.data ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {t('dashboard.myListError')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
          {USER_AD_STATUSES.map((status) => {
            const label = t(`listing.statuses.${status}`);
            const value = counts.data ? formatNumber(counts.data[status], i18n.language) : null;
            return (
              <ButtonBase
                key={status}
                component={Link}
                to={listUrl(status)}
                aria-label={
                  value === null ? label : t('dashboard.myListOpen', { status: label, count: value })
                }
                sx={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  p: 1.5,
                  borderRadius: 2,
                  minWidth: 0,
                  textAlign: 'start',
                  bgcolor: alpha(
                    theme.palette[tone[status]].main,
                    theme.palette.mode === 'dark' ? 0.16 : 0.08,
                  ),
                  '&:hover': {
                    bgcolor: alpha(
                      theme.palette[tone[status]].main,
                      theme.palette.mode === 'dark' ? 0.26 : 0.16,
                    ),
                  },
                  '&.Mui-focusVisible': {
                    outline: `2px solid ${theme.palette.primary.main}`,
                    outlineOffset: 2,
                  },
                })}
              >
                {value === null ? (
                  <Skeleton variant="text" width={40} sx={{ fontSize: '1.5rem' }} />
                ) : (
                  <Typography variant="h5" component="span" sx={{ fontWeight: 700 }}>
                    {value}
                  </Typography>
                )}
                {/* A space between the count and the status, for the text the link shows as one
                    string ("24 Əlavə edilib"), which its name starts with. */}{' '}
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere', lineHeight: 1.3 }}
                >
                  {label}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </DashboardCard>
  );
};

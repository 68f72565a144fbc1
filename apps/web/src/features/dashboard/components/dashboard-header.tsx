import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayWithWeekday } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/state/store-hooks';
import { PageHeader } from '@/shared/ui/page-header';
import { dateOfIsoDay } from '@/shared/lib/calendar-day';
import { firstNameOf, partOfDay } from '../greeting';

export type DashboardHeaderProps = { now: number; today: string };

/** The screen's title with a greeting and today's date, and the quick links to search and My list. */
export const DashboardHeader = ({ now, today }: DashboardHeaderProps) => {
  const { t, i18n } = useTranslation();
  const name = firstNameOf(useAppSelector((state) => state.auth.user?.name));
  const greeting = name
    ? t(`dashboard.greeting.${partOfDay(new Date(now))}`, { name })
    : t('dashboard.greeting.anonymous');
  const date = t('dashboard.todayIs', { date: formatDayWithWeekday(dateOfIsoDay(today), i18n.language) });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between', columnGap: 2 }}
    >
      <PageHeader title={t('navigation.dashboard')} subtitle={`${greeting} ${date}`} />
      <Stack
        component="nav"
        aria-label={t('dashboard.quickLinks')}
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}
      >
        <Button
          component={Link}
          to="/announcement"
          variant="contained"
          disableElevation
          startIcon={<SearchRounded />}
        >
          {t('dashboard.searchMarket')}
        </Button>
        <Button
          component={Link}
          to="/user-announcement"
          variant="outlined"
          startIcon={<FormatListBulletedRounded />}
        >
          {t('dashboard.myList')}
        </Button>
      </Stack>
    </Stack>
  );
};

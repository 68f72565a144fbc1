import GroupsRounded from '@mui/icons-material/GroupsRounded';
import { Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAdminStatistics, type PeriodParams } from '@/shared/statistics/use-statistics';
import { StateMessage } from '@/shared/ui/state-message';
import { LoadError } from './load-error';
import { PeriodCaption } from './period-caption';
import { TeamCards } from './team-cards';
import { TeamSummary } from './team-summary';
import { TeamTable } from './team-table';
import type { TeamView } from './team-view-toggle';

export type TeamStatisticsProps = {
  query: PeriodParams;
  /** A SuperAdmin's choice; an Admin's own organization without it. */
  organizationId?: number;
  view: TeamView;
};

/** Every user of an organization for the period, in the card, table or summary view. */
export const TeamStatistics = ({ query, organizationId, view }: TeamStatisticsProps) => {
  const { t } = useTranslation();
  const admin = useAdminStatistics({ ...query, organizationId });
  const data = admin.isPlaceholderData ? undefined : admin.data;
  if (admin.isError)
    return (
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <LoadError onRetry={() => void admin.refetch()} />
      </Card>
    );
  return (
    <div>
      <PeriodCaption range={data} />
      {data && data.users.length === 0 ? (
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <StateMessage
            tone="neutral"
            icon={<GroupsRounded />}
            title={t('statistics.team.emptyTitle')}
            hint={t('statistics.team.emptyHint')}
          />
        </Card>
      ) : view === 'table' ? (
        <TeamTable data={data} />
      ) : view === 'summary' ? (
        <TeamSummary data={data} period={query.period} query={query} />
      ) : (
        <TeamCards users={data?.users} />
      )}
    </div>
  );
};

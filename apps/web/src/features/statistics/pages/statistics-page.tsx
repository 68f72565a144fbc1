import { DEFAULT_STATISTICS_PERIOD } from '@emlak/contracts';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { Box, Button, Card, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { StateMessage } from '@/shared/ui/state-message';
import { OrganizationPicker } from '../components/organization-picker';
import { OwnStatistics } from '../components/own-statistics';
import { ScopeToggle, type StatisticsScope } from '../components/scope-toggle';
import { TeamStatistics } from '../components/team-statistics';
import { isTeamView, TeamViewToggle, type TeamView } from '../components/team-view-toggle';
import { useStatisticsScope } from '../components/use-statistics-scope';
import { PeriodBar } from '../period/period-bar';
import { idParam, periodSearch } from '../period/period-search';
import { PERIOD_PANEL_ID, periodTabId } from '../period/period-tabs';
import { RangeHint } from '../period/range-hint';
import { usePeriodParams } from '../period/use-period-params';

/**
 * Statistics (route /statistics): the figures of a period, Today unless chosen (spec section 9).
 * A User sees their own; an Admin the agency's team (or their own, by a switch) and a SuperAdmin
 * the team of the organization they pick, in the card, table or summary view. The period, the
 * organization, the switch and the view are in the address, so a reload or a link keeps them.
 */
export const StatisticsPage = () => {
  const { t } = useTranslation();
  const adminScope = useStatisticsScope();
  const selection = usePeriodParams(DEFAULT_STATISTICS_PERIOD);
  const { params, update, query } = selection;
  const organizationId = adminScope === 'all' ? idParam(params.get('org')) : undefined;
  const scope: StatisticsScope =
    adminScope === null || (adminScope === 'organization' && params.get('scope') === 'own') ? 'own' : 'team';
  const requestedView = params.get('view');
  const view: TeamView = isTeamView(requestedView) ? requestedView : 'cards';
  const team = scope === 'team';

  const setParam = (name: string, value: string | undefined) =>
    update((search) => {
      if (value) search.set(name, value);
      else search.delete(name);
    });

  const content = () => {
    if (!query) return <RangeHint />;
    if (!team) return <OwnStatistics query={query} />;
    if (adminScope === 'all' && !organizationId)
      return (
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <StateMessage
            tone="neutral"
            icon={<BusinessRounded />}
            title={t('statistics.organization.chooseTitle')}
            hint={t('statistics.organization.chooseHint')}
          />
        </Card>
      );
    return <TeamStatistics query={query} organizationId={organizationId} view={view} />;
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          columnGap: 2,
        }}
      >
        <PageHeader
          title={t('navigation.statistics')}
          subtitle={t(`statistics.subtitle.${!team ? 'own' : adminScope === 'all' ? 'all' : 'team'}`)}
        />
        <Button
          component={Link}
          to={`/statistics/commissions${periodSearch(selection, organizationId)}`}
          variant="outlined"
          startIcon={<ReceiptLongRounded />}
          sx={{ flexShrink: 0, mb: { xs: 3, sm: 0 }, whiteSpace: 'nowrap' }}
        >
          {t('statistics.report.open')}
        </Button>
      </Stack>
      <PeriodBar selection={selection} onPeriod={selection.choosePeriod} onBound={selection.chooseBound}>
        {adminScope === 'organization' && (
          <ScopeToggle
            value={scope}
            onChange={(next) => setParam('scope', next === 'own' ? 'own' : undefined)}
          />
        )}
        {adminScope === 'all' && (
          <OrganizationPicker
            value={organizationId}
            onChange={(next) => setParam('org', next ? String(next) : undefined)}
          />
        )}
        {team && (
          <TeamViewToggle
            value={view}
            onChange={(next) => setParam('view', next === 'cards' ? undefined : next)}
          />
        )}
      </PeriodBar>
      <Box role="tabpanel" id={PERIOD_PANEL_ID} aria-labelledby={periodTabId(selection.period)}>
        {content()}
      </Box>
    </Box>
  );
};

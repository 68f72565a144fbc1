import { MAX_ID, type OrganizationUser } from '@emlak/contracts';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorOf } from '@/shared/api/http-client';
import { useOrganization } from '../api/use-organization';
import { useOrganizationBudgets } from '../api/use-organization-budgets';
import { useOrganizationUsers } from '../api/use-organization-users';
import { BudgetAnalysisTab } from '../components/budget-analysis-tab';
import { CountBadge } from '../components/count-badge';
import { OrganizationHeader } from '../components/organization-header';
import { OrganizationNotFound } from '../components/organization-not-found';
import { OrganizationUsersTab } from '../components/organization-users-tab';
import { SubscriptionPanel } from '../components/subscription-panel';

type TabName = 'users' | 'budgets';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

/**
 * One organization (route /organizations/:id): its header, the subscription panel, and the Users
 * and Budget Analysis tabs. A missing organization, or another agency's, is a not-found state.
 */
export const OrganizationDetailPage = () => {
  const id = idOf(useParams().id);
  return id === null ? <OrganizationNotFound /> : <OrganizationDetail id={id} />;
};

const OrganizationDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const tabsId = useId();
  const organization = useOrganization(id);
  const users = useOrganizationUsers(id);
  // The tab's badge counts the budgets the tab lists (one query, shared with the tab).
  const budgets = useOrganizationBudgets(id);
  const [tab, setTab] = useState<TabName>('users');
  const [selected, setSelected] = useState<OrganizationUser | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  const missing = [organization.error, users.error].some(
    (error) => error && apiErrorOf(error).status === 404,
  );
  if (missing) return <OrganizationNotFound />;

  const tabId = (name: TabName) => `${tabsId}-${name}`;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <OrganizationHeader organization={organization.data} />
      <SubscriptionPanel
        expanded={panelOpen}
        user={selected}
        onToggle={() => setPanelOpen((open) => !open)}
        onDone={() => {
          setSelected(null);
          setPanelOpen(false);
        }}
      />
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          variant="fullWidth"
          sx={{
            px: { xs: 0, sm: 1 },
            borderBottom: 1,
            borderColor: 'divider',
            // Two equal tabs fill a phone; from sm they keep their natural width.
            '& .MuiTabs-flexContainer': { justifyContent: { sm: 'flex-start' } },
            '& .MuiTab-root': { flex: { sm: '0 0 auto' }, px: { xs: 1, sm: 2 } },
            '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
          }}
        >
          {(['users', 'budgets'] as const).map((name) => (
            <Tab
              key={name}
              value={name}
              id={`${tabId(name)}-tab`}
              aria-controls={`${tabId(name)}-panel`}
              iconPosition="start"
              icon={name === 'users' ? <GroupOutlined /> : <QueryStatsRounded />}
              sx={{ minHeight: 56 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  {t(name === 'users' ? 'organizations.detail.usersTab' : 'organizations.detail.budgetsTab')}
                  <CountBadge count={name === 'users' ? users.data?.length : budgets.data?.length} />
                </Box>
              }
            />
          ))}
        </Tabs>
        {(['users', 'budgets'] as const).map((name) => (
          <Box
            key={name}
            role="tabpanel"
            id={`${tabId(name)}-panel`}
            aria-labelledby={`${tabId(name)}-tab`}
            hidden={tab !== name}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            {tab === name &&
              (name === 'users' ? (
                <OrganizationUsersTab
                  users={users}
                  selectedId={selected?.id ?? null}
                  onSetPlan={(user) => {
                    setSelected(user);
                    setPanelOpen(true);
                  }}
                />
              ) : (
                <BudgetAnalysisTab organizationId={id} />
              ))}
          </Box>
        ))}
      </Card>
    </Box>
  );
};

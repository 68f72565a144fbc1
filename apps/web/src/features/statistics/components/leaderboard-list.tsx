import type { UserStatistics } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { RankedList } from '@/shared/ui/ranked-list';
import { UserAvatar } from '@/shared/ui/user-avatar';

/** The agents ranked by commission, with their deals and sold value. */
export const LeaderboardList = ({ agents }: { agents: readonly UserStatistics[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <RankedList
      label={t('statistics.summary.leaderboard')}
      valueColor="success.main"
      items={agents.map((agent) => ({
        key: agent.userId,
        title: agent.name,
        leading: <UserAvatar user={agent} size={32} />,
        subtitle: (
          <>
            {t('statistics.summary.deals', { value: formatNumber(agent.soldCount, i18n.language) })}
            {' · '}
            <PriceText azn={agent.soldValue} />
          </>
        ),
        value: <PriceText azn={agent.commission} />,
      }))}
    />
  );
};

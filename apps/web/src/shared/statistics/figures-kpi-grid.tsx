import AddTaskRounded from '@mui/icons-material/AddTaskRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PostAddRounded from '@mui/icons-material/PostAddRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import { Box } from '@mui/material';
import type { StatisticsFigures, StatisticsPeriod } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { figureChange } from './figure-change';
import { KpiCard } from './kpi-card';

export type FiguresKpiGridProps = {
  figures: StatisticsFigures | undefined;
  previous: StatisticsFigures | undefined;
  period: StatisticsPeriod;
  loading?: boolean;
};

/**
 * The six figures of a period as KPI cards (posted, sold, added to My list, seller, buyer and
 * total commission), each with its change against the previous period. The dashboard shows today's,
 * the statistics screen the chosen period's.
 */
export const FiguresKpiGrid = ({ figures, previous, period, loading }: FiguresKpiGridProps) => {
  const { t, i18n } = useTranslation();
  const comparedWith = t(`statistics.comparedWith.${period}`);
  const count = (value: number | undefined) => formatNumber(value ?? 0, i18n.language);
  const change = (key: keyof StatisticsFigures) =>
    figures && previous ? figureChange(figures[key], previous[key]) : ({ kind: 'none' } as const);
  const busy = loading || !figures;
  const cards = [
    {
      key: 'adsCount',
      icon: <PostAddRounded />,
      value: count(figures?.adsCount),
      detail: figures && (
        <>
          {t('statistics.figures.totalValue')}: <PriceText azn={figures.totalValue} />
        </>
      ),
    },
    {
      key: 'soldCount',
      icon: <HandshakeRounded />,
      value: count(figures?.soldCount),
      detail: figures && (
        <>
          {t('statistics.figures.soldValue')}: <PriceText azn={figures.soldValue} />
        </>
      ),
    },
    { key: 'addedCount', icon: <AddTaskRounded />, value: count(figures?.addedCount) },
    {
      key: 'amountOfSeller',
      icon: <SellRounded />,
      value: figures && <PriceText azn={figures.amountOfSeller} />,
    },
    {
      key: 'amountOfBuyer',
      icon: <ShoppingBagRounded />,
      value: figures && <PriceText azn={figures.amountOfBuyer} />,
    },
    {
      key: 'commission',
      icon: <PaymentsRounded />,
      value: figures && <PriceText azn={figures.commission} />,
    },
  ] as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        // Two to a row even on a phone: stacked one by one, six cards push everything else a
        // screen and a half down.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map((card) => (
        <KpiCard
          key={card.key}
          label={t(`statistics.figures.${card.key}`)}
          value={card.value}
          detail={'detail' in card ? card.detail : undefined}
          icon={card.icon}
          change={change(card.key)}
          comparedWith={comparedWith}
          loading={busy}
        />
      ))}
    </Box>
  );
};

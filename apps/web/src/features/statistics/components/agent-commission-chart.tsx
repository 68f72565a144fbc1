import type { UserStatistics } from '@emlak/contracts';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useMoney } from './use-money';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const BAR_ROW = 36;

/** Commission per agent, the leaders first, each bar in the agent's colour code. */
export const AgentCommissionChart = ({ agents }: { agents: readonly UserStatistics[] }) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const money = useMoney();
  const dataset = agents.map((agent) => ({
    id: String(agent.userId),
    name: agent.name,
    commission: money.convert(agent.commission),
  }));
  const names = new Map(dataset.map((row) => [row.id, row.name]));
  const label = `${t('statistics.summary.perAgent')}: ${dataset
    .map((row) => `${row.name} ${money.format(row.commission)}`)
    .join(', ')}`;
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        layout="horizontal"
        height={agents.length * BAR_ROW + 60}
        dataset={dataset}
        skipAnimation={reducedMotion}
        hideLegend
        grid={{ vertical: true }}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'id',
            width: 'auto',
            valueFormatter: (id: string) => names.get(id) ?? id,
            colorMap: {
              type: 'ordinal',
              values: agents.map((agent) => String(agent.userId)),
              colors: agents.map((agent) =>
                agent.colorCode && HEX_COLOR.test(agent.colorCode)
                  ? agent.colorCode
                  : theme.palette.primary.main,
              ),
            },
          },
        ]}
        xAxis={[{ valueFormatter: (value: number) => money.tick(value) }]}
        series={[
          {
            dataKey: 'commission',
            label: t('statistics.columns.commission'),
            valueFormatter: (value: number | null) => (value === null ? '' : money.format(value)),
          },
        ]}
      />
    </Box>
  );
};

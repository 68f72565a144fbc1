import type { StatisticsPeriod } from '@emlak/contracts';
import { Box, Card, Stack } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { CustomRange } from './custom-range';
import { PeriodTabs } from './period-tabs';
import type { PeriodSelection, RangeBound } from './use-period-params';

export type PeriodBarProps = {
  selection: PeriodSelection;
  onPeriod: (period: StatisticsPeriod) => void;
  onBound: (bound: RangeBound, day: string | undefined) => void;
  /** The screen's other choices (organization, view), beside the range. */
  children?: ReactNode;
};

/** The period tabs, the custom range's days when it is chosen, and the screen's other choices. */
export const PeriodBar = ({ selection, onPeriod, onBound, children }: PeriodBarProps) => {
  const custom = selection.period === 'custom';
  // `false` entries (a choice this role does not have) are no controls.
  const controls = Children.toArray(children);
  const extra = controls.length > 0;
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
      <Box sx={{ px: 1, borderBottom: custom || extra ? 1 : 0, borderColor: 'divider' }}>
        <PeriodTabs value={selection.period} onChange={onPeriod} />
      </Box>
      {(custom || extra) && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, p: 2, alignItems: { xs: 'stretch', md: 'flex-start' }, flexWrap: 'wrap' }}
        >
          {custom && (
            <CustomRange
              from={selection.from}
              to={selection.to}
              errors={selection.errors}
              onChange={onBound}
            />
          )}
          {extra && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{
                gap: 1.5,
                ml: { md: 'auto' },
                alignItems: { xs: 'stretch', sm: 'center' },
                flexWrap: 'wrap',
              }}
            >
              {controls}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
};

import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type DashboardCardProps = {
  title: string;
  /** A line beside the title (a count, a legend). */
  aside?: ReactNode;
  /** A button or link at the end of the title row. */
  action?: ReactNode;
  children: ReactNode;
};

/** One block of the dashboard: a titled section (its h2 names it for screen readers) in a card. */
export const DashboardCard = ({ title, aside, action, children }: DashboardCardProps) => {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 36 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {aside && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {aside}
            </Typography>
          )}
          {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};

import { Box } from '@mui/material';
import { SectionCard } from '@/shared/ui/section-card';

/** A decoded part of the token, pretty-printed, wrapped rather than scrolled on a phone. */
export const JsonCard = ({ title, value }: { title: string; value: Record<string, unknown> }) => (
  <SectionCard title={title}>
    <Box
      component="pre"
      dir="ltr"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  </SectionCard>
);

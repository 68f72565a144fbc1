import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MessageProps = {
  tone: 'neutral' | 'error';
  icon: ReactNode;
  title: string;
  hint: string;
  action: ReactNode;
};

const Message = ({ tone, icon, title, hint, action }: MessageProps) => (
  <Stack
    role={tone === 'error' ? 'alert' : 'status'}
    sx={{ alignItems: 'center', textAlign: 'center', gap: 1, py: { xs: 5, sm: 7 }, px: 2 }}
  >
    <Box
      aria-hidden
      sx={(theme) => {
        const color = tone === 'error' ? theme.palette.error.main : theme.palette.primary.main;
        return {
          width: 72,
          height: 72,
          borderRadius: '24px',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
          color,
          bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.1),
          '& svg': { fontSize: 36 },
        };
      }}
    >
      {icon}
    </Box>
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 380 }}>
      {hint}
    </Typography>
    <Box sx={{ mt: 1 }}>{action}</Box>
  </Stack>
);

/** No listing matches: say so and offer to take the filters off. */
export const EmptyResults = ({ onClear, filtered }: { onClear: () => void; filtered: boolean }) => {
  const { t } = useTranslation();
  return (
    <Message
      tone="neutral"
      icon={<SearchOffRounded />}
      title={t(filtered ? 'announcements.empty.title' : 'announcements.empty.none')}
      hint={t(filtered ? 'announcements.empty.hint' : 'announcements.empty.noneHint')}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onClear}>
            {t('announcements.clearFilters')}
          </Button>
        ) : null
      }
    />
  );
};

/** The page could not be read: say so and offer to try again. */
export const ResultsError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Message
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={t('table.loadFailed')}
      hint={t('table.loadFailedHint')}
      action={
        <Button variant="contained" disableElevation startIcon={<ReplayRounded />} onClick={onRetry}>
          {t('table.retry')}
        </Button>
      }
    />
  );
};

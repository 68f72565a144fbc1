import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTicketScreenshot } from '../api/use-ticket-screenshot';

/** A ticket's screenshot, fetched with the session (no public URL); a click opens it full size. */
export const TicketScreenshot = ({ ticketId }: { ticketId: number }) => {
  const { t } = useTranslation();
  const screenshot = useTicketScreenshot(ticketId);
  if (!screenshot || screenshot.status === 'loading') {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2" role="status">
          {t('support.tickets.screenshotLoading')}
        </Typography>
      </Stack>
    );
  }
  if (screenshot.status === 'error') {
    return (
      <Stack direction="row" role="alert" sx={{ gap: 1, alignItems: 'center', color: 'error.main', py: 1 }}>
        <BrokenImageOutlined aria-hidden />
        <Typography variant="body2">{t('support.tickets.screenshotFailed')}</Typography>
      </Stack>
    );
  }
  return (
    <Link
      href={screenshot.url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-block', maxWidth: '100%' }}
    >
      <Box
        component="img"
        src={screenshot.url}
        alt={t('support.tickets.screenshotAlt', { id: ticketId })}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: 240,
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
        }}
      />
    </Link>
  );
};

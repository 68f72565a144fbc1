import PrintRounded from '@mui/icons-material/PrintRounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchInvoice } from '../api/fetch-invoice';

export type InvoiceDialogProps = { budgetId: number; open: boolean; onClose: () => void };

/**
 * The printable invoice inside the app. The server's HTML needs the bearer token, so it is read
 * through the HTTP client and shown in a sandboxed frame (`srcdoc`: no request of its own, no
 * scripts; the app's CSP allows the inline styles it carries); Print prints the frame alone.
 */
export const InvoiceDialog = ({ budgetId, open, onClose }: InvoiceDialogProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // In the request's language: a language switch reads it again.
  const invoice = useQuery({
    queryKey: ['budgets', 'invoice', budgetId, i18n.language],
    queryFn: ({ signal }) => fetchInvoice(budgetId, signal),
    enabled: open,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      slotProps={{ paper: { sx: { borderRadius: phone ? 0 : 3 } } }}
    >
      <DialogTitle id={titleId}>{t('budgets.invoice.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: { xs: 'auto', sm: '70vh' }, display: 'flex' }}>
        {invoice.isError ? (
          <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
            {t('budgets.invoice.error')}
          </Alert>
        ) : invoice.data === undefined ? (
          <Stack role="status" sx={{ m: 'auto', alignItems: 'center', gap: 1, py: 6 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography variant="body2">{t('budgets.invoice.loading')}</Typography>
          </Stack>
        ) : (
          <Box
            component="iframe"
            ref={frame}
            title={t('budgets.invoice.title')}
            srcDoc={invoice.data}
            // Same origin so Print can reach it; no allow-scripts, so nothing in it ever runs.
            sandbox="allow-same-origin allow-modals"
            sx={{ border: 0, width: '100%', flex: 1, minHeight: { xs: '75vh', sm: 0 }, bgcolor: '#fff' }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {t('budgets.invoice.close')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          startIcon={<PrintRounded />}
          disabled={invoice.data === undefined}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          {t('budgets.invoice.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

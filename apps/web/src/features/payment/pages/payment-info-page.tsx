import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';
import { Alert, AlertTitle, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BILLING_EMAIL, mailtoLink } from '../billing-contact';
import { LogoutFab } from '../components/logout-fab';
import { PackagesSection } from '../components/packages-section';

/**
 * Where a 402 sends an account without an active subscription (spec section 2): why, how to pay
 * (by contacting the provider: online payment is not available) and what the packages (the active
 * plans) cost.
 */
export const PaymentInfoPage = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        bgcolor: 'background.default',
        backgroundImage: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.12)} 0, transparent 360px)`,
        py: { xs: 3, md: 6 },
        pb: { xs: 12, md: 12 },
      })}
    >
      <Container maxWidth="lg">
        <Stack sx={{ gap: { xs: 3, md: 4 } }}>
          <Alert severity="warning" variant="filled" sx={{ borderRadius: '14px' }}>
            <AlertTitle sx={{ fontWeight: 700 }}>{t('payment.requiredTitle')}</AlertTitle>
            {t('payment.requiredText')}
          </Alert>

          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 40 } }}>
            {t('payment.heading')}
          </Typography>

          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2.5, md: 3 },
              borderRadius: '14px',
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 2,
            }}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                flexShrink: 0,
                width: 52,
                height: 52,
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                color: 'info.main',
                bgcolor: alpha(theme.palette.info.main, 0.12),
              })}
            >
              <WifiOffRounded />
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('payment.offlineTitle')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                {t('payment.offlineText', { email: BILLING_EMAIL })}
              </Typography>
            </Box>
            <Button
              href={mailtoLink(t('payment.emailSubject'))}
              variant="contained"
              startIcon={<MailOutlineRounded />}
              sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
            >
              {t('payment.contactByEmail')}
            </Button>
          </Paper>

          <Box>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('payment.packagesHeading')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('payment.packagesText')}</Typography>
            <PackagesSection />
          </Box>
        </Stack>
      </Container>
      <LogoutFab />
    </Box>
  );
};

import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ComingSoonPageProps = { titleKey: string };

/** A screen of the route table that is not built yet: part of the navigation from day one. */
export const ComingSoonPage = ({ titleKey }: ComingSoonPageProps) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: { xs: '60vh', md: '70vh' }, px: 2, py: 4 }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, maxWidth: 480 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 112,
            height: 112,
            borderRadius: '32px',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.18)}, ${alpha(
              theme.palette.secondary.main,
              0.14,
            )})`,
            transform: 'rotate(-6deg)',
            '& svg': { fontSize: 60, transform: 'rotate(6deg)' },
          })}
        >
          <ConstructionRounded />
        </Box>
        <Chip label={t('comingSoon.badge')} color="primary" variant="outlined" size="small" sx={{ mt: 1 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
          {t(`navigation.${titleKey}`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('comingSoon.text')}</Typography>
        {titleKey !== 'dashboard' && (
          <Button component={Link} to="/dashboard" variant="outlined" sx={{ mt: 1 }}>
            {t('comingSoon.backToDashboard')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

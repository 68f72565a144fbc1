import { Box, LinearProgress, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { appName } from '@/shared/lib/app-name';

/** Quick loads never flash the full-page cover: it fades in only after a short delay. */
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const breathe = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/** The full-page preloader while a lazy screen loads (spec section 2): the company name and a thin bar. */
export const Preloader = () => {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t('errors.loading')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        animation: `${appear} 200ms ease-out 150ms both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2.5, px: 3 }}>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: 28, sm: 36 },
            fontWeight: 700,
            letterSpacing: '-0.01em',
            color: 'primary.main',
            textAlign: 'center',
            animation: `${breathe} 1.8s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {appName()}
        </Typography>
        <LinearProgress aria-hidden sx={{ width: 160, height: 3, borderRadius: 2 }} />
      </Box>
    </Box>
  );
};

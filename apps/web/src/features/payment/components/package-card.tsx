import type { Plan } from '@emlak/contracts';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

export type PackageCardProps = { item: Plan };

/** "50" for a round price, "49,99" otherwise: the display of an amount, never summed. */
const priceText = (price: string, language: string) => {
  const amount = Number(price);
  const digits = Number.isInteger(amount) ? 0 : 2;
  return formatNumber(amount, language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
};

/** One package (an active plan): name, price in AZN, its searches per period and the select button. */
export const PackageCard = ({ item }: PackageCardProps) => {
  const { t, i18n } = useTranslation();
  const features = [
    t('payment.queries', { queries: formatNumber(item.requestLimit, i18n.language) }),
    t('payment.period'),
    t('payment.support'),
  ];
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 3,
        borderRadius: '18px',
        borderWidth: item.isPopular ? 2 : 1,
        borderColor: item.isPopular ? 'primary.main' : 'divider',
        boxShadow: item.isPopular ? `0 16px 40px ${alpha(theme.palette.primary.main, 0.22)}` : 'none',
        transition: theme.transitions.create(['transform', 'box-shadow']),
        '&:hover': { transform: 'translateY(-4px)', boxShadow: theme.shadows[8] },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      })}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          minHeight: 32,
        }}
      >
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {item.name}
        </Typography>
        {item.isPopular && (
          <Chip icon={<StarRounded />} label={t('payment.mostPopular')} color="primary" size="small" />
        )}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 2 }}>
        <Typography sx={{ fontSize: 44, fontWeight: 800, lineHeight: 1, letterSpacing: '-0.02em' }}>
          {priceText(item.price, i18n.language)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{t('payment.currency')}</Typography>
      </Box>
      <Divider />
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, my: 2.5, gap: 1.25, flexGrow: 1 }}>
        {features.map((feature) => (
          <Stack component="li" key={feature} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleRounded color="success" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            <Typography variant="body2">{feature}</Typography>
          </Stack>
        ))}
      </Stack>
      <Button variant={item.isPopular ? 'contained' : 'outlined'} size="large" fullWidth>
        {t('payment.selectPackage')}
      </Button>
    </Card>
  );
};

import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/shared/lib/phone';
import { Ltr } from '@/shared/ui/ltr';
import { PhoneText } from '@/shared/ui/phone-text';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { CardDetails } from '../lib/card-text';
import { PRINT_CARD_CLASS, PRINT_HIDDEN_CLASS, PRINT_QR_CLASS } from './print-styles';

export type BusinessCardViewProps = {
  card: CardDetails & { colorCode: string | null };
  /** The QR code as an image URL; undefined while it is made. */
  qrCode: string | undefined;
};

const Detail = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
    <Box aria-hidden sx={{ display: 'flex', color: 'primary.main', '& svg': { fontSize: 18 } }}>
      {icon}
    </Box>
    <Typography component="span" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={visuallyHidden}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  </Stack>
);

/**
 * The card a client sees on the agent's phone, and the one that prints at business-card size:
 * who the agent is, how to reach them, and a QR code the client's camera turns into a contact.
 */
export const BusinessCardView = ({ card, qrCode }: BusinessCardViewProps) => {
  const { t } = useTranslation();
  return (
    <Paper
      component="article"
      aria-label={t('businessCard.cardLabel', { name: card.name })}
      elevation={3}
      className={PRINT_CARD_CLASS}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        p: { xs: 2.5, sm: 3.5 },
        maxWidth: 640,
        mx: 'auto',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 3,
        pt: { xs: 3.25, sm: 4.25 },
        // The agency's colour as a band along the top edge.
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: 6,
          bgcolor: 'primary.main',
        },
      }}
    >
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={2}
          className="business-card-heading"
          sx={{ alignItems: 'center', minWidth: 0 }}
        >
          <Box className={PRINT_HIDDEN_CLASS}>
            <UserAvatar user={{ name: card.name, colorCode: card.colorCode }} size={56} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h2"
              className="business-card-name"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {card.name}
            </Typography>
            {card.job && (
              <Typography className="business-card-job" sx={{ color: 'text.secondary' }}>
                {card.job}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack spacing={1} className="business-card-details">
          <Detail icon={<ApartmentRounded />} label={t('businessCard.organization')}>
            {card.organizationName}
          </Detail>
          {card.phone && (
            <Detail icon={<PhoneIphoneRounded />} label={t('businessCard.phone')}>
              <Link href={telHref(card.phone)} underline="hover">
                <PhoneText phone={card.phone} />
              </Link>
            </Detail>
          )}
          <Detail icon={<AlternateEmailRounded />} label={t('businessCard.email')}>
            <Link href={`mailto:${card.email}`} underline="hover">
              <Ltr>{card.email}</Ltr>
            </Link>
          </Detail>
        </Stack>
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Box
          className={PRINT_QR_CLASS}
          sx={{ width: 176, height: 176, bgcolor: '#fff', borderRadius: 2, p: 0.5, lineHeight: 0 }}
        >
          {qrCode ? (
            <img
              src={qrCode}
              alt={t('businessCard.qrAlt', { name: card.name })}
              width="100%"
              height="100%"
              style={{ imageRendering: 'pixelated' }}
            />
          ) : (
            <Skeleton variant="rounded" width="100%" height="100%" aria-label={t('businessCard.qrLoading')} />
          )}
        </Box>
        <Typography variant="caption" className={PRINT_HIDDEN_CLASS} sx={{ color: 'text.secondary' }}>
          {t('businessCard.qrHint')}
        </Typography>
      </Stack>
    </Paper>
  );
};

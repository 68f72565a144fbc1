import type { OwnerAnnouncement } from '@emlak/contracts';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatArea, formatDate, formatMoney } from '@/shared/lib/format';
import { propertyTypeKey } from '../property-types';

/** One announcement of an owner: what, where, for how much, when, and a link to its source. */
export const AnnouncementItem = ({ item }: { item: OwnerAnnouncement }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = item.title?.trim() || t('owners.untitled');
  const facts = [
    t(propertyTypeKey(item.propertyType)),
    item.cityName,
    item.rooms !== null ? t('owners.rooms', { count: item.rooms }) : null,
    // The owner's announcements answer carries no areaMeasureUnit yet: the spec's default, m².
    item.area !== null ? t('owners.area', { area: formatArea(Number(item.area), 'm2', language) }) : null,
    formatDate(new Date(item.createdAt), language),
  ].filter(Boolean);
  const open = `${t('owners.openSource')}: ${title}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            // Filled primary has the contrast of a contained button; rent stays outlined, neutral.
            color={item.addType === 'rent' ? 'default' : 'primary'}
            variant={item.addType === 'rent' ? 'outlined' : 'filled'}
            label={t(`owners.addTypes.${item.addType}`)}
            sx={{ fontWeight: 500 }}
          />
          {item.isSold && (
            <Chip size="small" color="success" label={t('owners.sold')} sx={{ fontWeight: 500 }} />
          )}
          <Typography
            variant="subtitle2"
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', ml: 'auto' }}
          >
            {formatMoney(Number(item.price), 'AZN', language)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {facts.join(' · ')}
        </Typography>
      </Stack>
      {item.baseUrl && (
        <Tooltip title={t('owners.openSource')}>
          <IconButton
            size="small"
            component="a"
            href={item.baseUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={open}
          >
            <OpenInNewRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};

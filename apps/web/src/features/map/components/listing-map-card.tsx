import type { AdMapPoint } from '@emlak/contracts';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { listingTitle, propertyTypeText } from '@/shared/lib/listing-title';
import { PriceText } from '@/shared/ui/price-text';

/** The market screen's address of a listing's drawer (`/announcement?ad=123`). */
export const listingHref = (id: number) => `/announcement?ad=${id}`;

export type ListingMapCardProps = {
  point: AdMapPoint;
  onClose: () => void;
  /** Absent when the caller keeps no personal list. */
  onAddToList?: (point: AdMapPoint) => void;
};

/** The card a marker opens: what the listing is, its price, and where to go from here. */
export const ListingMapCard = ({ point, onClose, onAddToList }: ListingMapCardProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const facts = [
    t(`listing.addTypes.${point.addType}`, { defaultValue: point.addType }),
    propertyTypeText(point.propertyType, t),
    point.rooms === null ? null : t('listing.roomsShort', { count: point.rooms }),
  ].filter(Boolean);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={6}
      sx={{ p: 2, borderRadius: 3, width: { xs: 'auto', sm: 340 }, maxWidth: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.25 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {listingTitle(point, t)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            <PriceText azn={point.price} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {facts.join(' · ')}
          </Typography>
          {point.geoPrecision !== 'exact' && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`map.card.approximate.${point.geoPrecision}`)}
            </Typography>
          )}
        </Stack>
        <IconButton aria-label={t('map.card.close')} onClick={onClose} size="small" sx={{ mt: -0.5 }}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={listingHref(point.id)}
          variant="outlined"
          size="small"
          startIcon={<OpenInNewRounded />}
        >
          {t('map.card.open')}
        </Button>
        {onAddToList && (
          <Button
            variant="contained"
            disableElevation
            size="small"
            startIcon={<BookmarkAddOutlined />}
            onClick={() => onAddToList(point)}
          >
            {t('announcements.addToList.button')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};

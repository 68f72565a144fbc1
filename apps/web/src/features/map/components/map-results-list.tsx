import type { AdMapPoint, AdMapResult } from '@emlak/contracts';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { listingTitle, propertyTypeText } from '@/shared/lib/listing-title';
import { PriceText } from '@/shared/ui/price-text';
import { StateMessage } from '@/shared/ui/state-message';

export type MapResultsListProps = {
  result: AdMapResult | undefined;
  loading: boolean;
  radiusKm: number | null;
  selectedId: number | null;
  onOpen: (point: AdMapPoint) => void;
};

/**
 * The listings of the map as a list beside it (a bottom sheet on a phone), with their count: the
 * way to reach each listing from the keyboard too. Clusters are only counted: zoom in to list them.
 */
export const MapResultsList = ({ result, loading, radiusKm, selectedId, onOpen }: MapResultsListProps) => {
  const { t, i18n } = useTranslation();
  const total = result?.total ?? 0;
  const where =
    radiusKm === null
      ? t('map.results.inView')
      : t('map.results.inRadius', { radius: formatNumber(radiusKm, i18n.language) });
  return (
    <Stack aria-busy={loading} sx={{ minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('map.results.title')}
        </Typography>
        <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
          {result
            ? t('map.results.count', {
                count: total,
                // Past 10,000 the server may count by map cell (totalEstimated): say it is approximate.
                formatted: `${result.totalEstimated ? '≈ ' : ''}${formatNumber(total, i18n.language)}`,
              })
            : t('map.results.loading')}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {where}
        </Typography>
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('map.results.loading')} />}</Box>
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        {result && total === 0 && (
          <StateMessage
            tone="neutral"
            icon={<TravelExploreRounded />}
            title={t('map.results.empty')}
            hint={t('map.results.emptyHint')}
          />
        )}
        {result && total > 0 && result.items.length === 0 && (
          <Typography variant="body2" sx={{ px: 2, py: 2, color: 'text.secondary' }}>
            {t('map.results.zoomIn')}
          </Typography>
        )}
        {result && result.items.length > 0 && (
          <List dense aria-label={t('map.results.listLabel')} sx={{ py: 0 }}>
            {result.items.map((point) => (
              <ListItem key={point.id} disablePadding divider>
                <ListItemButton selected={point.id === selectedId} onClick={() => onOpen(point)}>
                  <ListItemText
                    primary={listingTitle(point, t)}
                    secondary={
                      <>
                        <PriceText azn={point.price} />
                        {' · '}
                        {propertyTypeText(point.propertyType, t)}
                        {point.rooms === null ? '' : ` · ${t('listing.roomsShort', { count: point.rooms })}`}
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
};

import {
  can,
  geoSearchQuerySchema,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_FLY_TO_ZOOM,
  type AdMapPoint,
  type GeoFeature,
  type SelectedMapLocation,
} from '@emlak/contracts';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Collapse,
  Drawer,
  IconButton,
  Paper,
  Stack,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { useTileLayers } from '@/shared/map/use-tile-layers';
import { useAppSelector } from '@/shared/state/store-hooks';
import { AddToListDialog } from '@/shared/ui/add-to-list-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { PlanLimitMessage } from '@/shared/ui/plan-limit-message';
import { QueryMeter } from '@/shared/ui/query-meter';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { reverseGeocode } from '../api/reverse-geocode';
import { searchPlaces } from '../api/search-places';
import { useMapListings } from '../api/use-map-listings';
import { ListingMapCard } from '../components/listing-map-card';
import { ListingsMap } from '../components/listings-map';
import { MapFiltersPanel } from '../components/map-filters-panel';
import { MapResultsList } from '../components/map-results-list';
import { MapStyleSelect } from '../components/map-style-select';
import type { FlyTarget, MapViewChange } from '../components/map-view-events';
import { PlaceSearchBox } from '../components/place-search-box';
import { RadiusSelect } from '../components/radius-select';
import { adMapBody, boxArea, type MapArea } from '../state/map-area';
import { activeMapFilterCount, mapFiltersToQuery, type MapView } from '../state/map-search';
import { useDebounced } from '../state/use-debounced';
import { useMapSearch } from '../state/use-map-search';
import { useMapStyle } from '../state/use-map-style';
import { useMyLocation, type LocationFailure } from '../state/use-my-location';

/** A moved map asks for its listings once it has been still this long (each ask is a metered search). */
export const MAP_MOVE_DELAY_MS = 400;

type Notice = { key: string; severity: 'info' | 'warning' | 'error' };

const LOCATION_NOTICES: Record<LocationFailure, Notice> = {
  unsupported: { key: 'map.messages.geolocationUnsupported', severity: 'warning' },
  unavailable: { key: 'map.messages.locationUnavailable', severity: 'warning' },
};

/**
 * The map (route /map): the listings of the visible map or of a radius around a place, with the
 * market's main filters; place search over the server's gazetteer and the browser's location.
 * Tiles come from the server's configuration; without them (offline) the map still works over a
 * plain background. The place, the radius, the filters and the view are in the address.
 */
export const MapPage = () => {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const roleId = useAppSelector((state) => state.auth.roleId);
  const mayKeepList = roleId !== null && can(roleId, 'userAds.write');
  const { search, update } = useMapSearch();
  const { place, radiusKm, filters } = search;

  const tiles = useTileLayers();
  const [style, setStyle] = useMapStyle();
  const layer = tiles.data?.find((entry) => entry.style === style) ?? tiles.data?.[0];
  const [tileCounts, setTileCounts] = useState({ style, errors: 0, loads: 0 });
  const counts =
    tileCounts.style === layer?.style ? tileCounts : { style: layer?.style, errors: 0, loads: 0 };
  const tilesOffline = tiles.isError || (counts.errors > 0 && counts.loads === 0);
  const onTileError = useCallback(
    () => setTileCounts((now) => ({ ...now, style: layer?.style ?? style, errors: now.errors + 1 })),
    [layer?.style, style],
  );
  const onTileLoad = useCallback(
    () => setTileCounts((now) => ({ ...now, style: layer?.style ?? style, loads: now.loads + 1 })),
    [layer?.style, style],
  );

  // Where the map opens: the address's view, else the selected place, else Baku.
  const [initialView] = useState<MapView>(
    () =>
      search.view ??
      (place
        ? { lat: place.lat, lon: place.lon, zoom: MAP_FLY_TO_ZOOM }
        : { lat: MAP_DEFAULT_CENTER.latitude, lon: MAP_DEFAULT_CENTER.longitude, zoom: MAP_DEFAULT_ZOOM }),
  );
  const [box, setBox] = useState<MapArea | null>(null);
  const settledBox = useDebounced(box, MAP_MOVE_DELAY_MS);
  const onViewChange = useCallback(
    (view: MapViewChange) => {
      setBox(boxArea(view.bounds, view.zoom));
      update((current) => ({
        ...current,
        view: { lat: view.center.lat, lon: view.center.lon, zoom: view.zoom },
      }));
    },
    [update],
  );

  const area: MapArea | null =
    place && radiusKm !== null ? { kind: 'circle', lat: place.lat, lon: place.lon, radiusKm } : settledBox;
  const filterList = useMemo(() => mapFiltersToQuery(filters), [filters]);
  const body = useMemo(() => (area ? adMapBody(filterList, area) : null), [area, filterList]);
  const listings = useMapListings(body);
  const listingsError = listings.isError ? apiErrorOf(listings.error) : null;
  const planLimit = listingsError?.code === 'plan_limit_reached';

  const [flyTarget, setFlyTarget] = useState<FlyTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [selected, setSelected] = useState<AdMapPoint | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const adding = useDeleteConfirmation<AdMapPoint>();

  /** The spec's selected map location: kept in the address, the map flies there. */
  const select = useCallback(
    (location: SelectedMapLocation) => {
      setNotice(null);
      update((current) => ({ ...current, place: location }));
      setFlyTarget((last) => ({
        lat: location.lat,
        lon: location.lon,
        zoom: MAP_FLY_TO_ZOOM,
        radiusKm,
        seq: (last?.seq ?? 0) + 1,
      }));
    },
    [update, radiusKm],
  );
  const pickFeature = useCallback(
    (feature: GeoFeature) =>
      select({ lat: feature.center[1], lon: feature.center[0], display_name: feature.place_name }),
    [select],
  );

  const submitTerm = async (text: string) => {
    const term = text.trim();
    if (!term) return;
    if (!geoSearchQuerySchema.safeParse({ q: term }).success) {
      setNotice({ key: 'map.messages.invalidTerm', severity: 'warning' });
      return;
    }
    setSearching(true);
    try {
      const [first] = await searchPlaces(term, 1);
      if (first) pickFeature(first);
      else setNotice({ key: 'map.messages.noResults', severity: 'info' });
    } catch (error) {
      const status = apiErrorOf(error).status;
      setNotice(
        status === 400
          ? { key: 'map.messages.invalidTerm', severity: 'warning' }
          : { key: 'map.messages.searchError', severity: 'error' },
      );
    } finally {
      setSearching(false);
    }
  };

  const { locate, locating } = useMyLocation(
    useCallback(
      (lat: number, lon: number) => {
        void reverseGeocode(lat, lon).then((name) =>
          select({ lat, lon, display_name: name ?? t('map.myLocation') }),
        );
      },
      [select, t],
    ),
    useCallback((failure: LocationFailure) => setNotice(LOCATION_NOTICES[failure]), []),
  );

  const changeRadius = (next: number | null) => {
    update((current) => ({ ...current, radiusKm: next }));
    if (place && next !== null)
      setFlyTarget((last) => ({
        lat: place.lat,
        lon: place.lon,
        zoom: MAP_FLY_TO_ZOOM,
        radiusKm: next,
        seq: (last?.seq ?? 0) + 1,
      }));
  };

  const openPoint = useCallback((point: AdMapPoint) => {
    setSelected(point);
    setListOpen(false);
  }, []);
  const filterCount = activeMapFilterCount(filters);
  const selectedId = selected?.id ?? null;

  const styleSelect = (
    <MapStyleSelect
      value={layer?.style ?? style}
      onChange={setStyle}
      available={tiles.data?.map((entry) => entry.style) ?? []}
    />
  );

  const resultsList = (
    <MapResultsList
      result={listings.data}
      loading={listings.isFetching}
      radiusKm={place ? radiusKm : null}
      selectedId={selectedId}
      onOpen={openPoint}
    />
  );

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <PageHeader title={t('navigation.map')} subtitle={t('map.subtitle')} />
        </Box>
        <Box sx={{ mb: 2, width: { xs: '100%', sm: 'auto' } }}>
          <QueryMeter />
        </Box>
      </Stack>

      <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, borderRadius: 3 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <PlaceSearchBox onPick={pickFeature} onSubmit={(term) => void submitTerm(term)} busy={searching} />
          <Button
            variant="outlined"
            onClick={locate}
            disabled={locating}
            // On a phone the icon alone, named for screen readers: the row must fit 390 px.
            aria-label={phone ? t('map.myLocation') : undefined}
            startIcon={phone ? undefined : locating ? <CircularProgress size={16} /> : <MyLocationRounded />}
            sx={{ height: 40, minWidth: phone ? 40 : undefined, px: phone ? 1 : undefined }}
          >
            {phone ? (
              locating ? (
                <CircularProgress size={18} />
              ) : (
                <MyLocationRounded />
              )
            ) : locating ? (
              t('map.locating')
            ) : (
              t('map.myLocation')
            )}
          </Button>
          <RadiusSelect value={place ? radiusKm : null} onChange={changeRadius} disabled={!place} />
          {!phone && styleSelect}
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            disableElevation
            startIcon={<TuneRounded />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            sx={{ height: 40 }}
          >
            {filterCount > 0 ? t('map.filters.buttonCount', { count: filterCount }) : t('map.filters.button')}
          </Button>
        </Stack>
        {place && (
          <Chip
            label={t('map.selectedPlace', { name: place.display_name || t('map.marker.place') })}
            onDelete={() => update((current) => ({ ...current, place: null, radiusKm: null }))}
            deleteIcon={<CloseRounded aria-label={t('map.radius.clear')} />}
            sx={{ mt: 1, maxWidth: '100%' }}
          />
        )}
        <Collapse in={filtersOpen} unmountOnExit>
          {phone && <Box sx={{ pt: 1.5 }}>{styleSelect}</Box>}
          <Box sx={{ pt: 1.5 }}>
            <MapFiltersPanel
              filters={filters}
              onChange={(next) => update((current) => ({ ...current, filters: next }))}
            />
          </Box>
        </Collapse>
      </Paper>

      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
          {t(notice.key)}
        </Alert>
      )}
      {planLimit && (
        <Paper variant="outlined" sx={{ mb: 1.5, borderRadius: 3 }}>
          <PlanLimitMessage message={listingsError?.message ?? null} />
        </Paper>
      )}
      {listingsError && !planLimit && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void listings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('map.messages.listingsError')}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          height: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 300px)' },
          minHeight: { xs: 380, md: 480 },
        }}
      >
        <Box
          component="section"
          aria-label={t('map.mapLabel')}
          sx={{
            position: 'relative',
            borderRadius: 3,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            minHeight: 0,
          }}
        >
          <ListingsMap
            initialView={initialView}
            tileLayer={layer}
            result={listings.data}
            place={place}
            radiusKm={radiusKm}
            flyTarget={flyTarget}
            selectedId={selectedId}
            onViewChange={onViewChange}
            onOpenPoint={openPoint}
            onTileError={onTileError}
            onTileLoad={onTileLoad}
          />
          {tilesOffline && (
            <Chip
              role="status"
              size="small"
              label={t('map.messages.tilesOffline')}
              sx={{
                position: 'absolute',
                top: 10,
                left: 56,
                right: 10,
                zIndex: 1000,
                justifyContent: 'flex-start',
                height: 'auto',
                py: 0.5,
                bgcolor: 'background.paper',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
          )}
          {phone && (
            <Button
              variant="contained"
              startIcon={<FormatListBulletedRounded />}
              onClick={() => setListOpen(true)}
              sx={{ position: 'absolute', right: 10, bottom: 24, zIndex: 1000 }}
            >
              {t('map.results.show')}
              {listings.data ? ` (${listings.data.totalEstimated ? '≈' : ''}${listings.data.total})` : ''}
            </Button>
          )}
          {selected && (
            <Box
              sx={{
                position: 'absolute',
                left: 10,
                right: { xs: 10, sm: 'auto' },
                bottom: phone ? 76 : 24,
                zIndex: 1001,
              }}
            >
              <ListingMapCard
                point={selected}
                onClose={() => setSelected(null)}
                onAddToList={mayKeepList ? adding.ask : undefined}
              />
            </Box>
          )}
        </Box>
        {!phone && (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', minHeight: 0 }}>
            {resultsList}
          </Paper>
        )}
      </Box>

      {phone && (
        <Drawer
          anchor="bottom"
          open={listOpen}
          onClose={() => setListOpen(false)}
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          slotProps={{
            paper: { sx: { maxHeight: '75dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
          }}
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 1 }}>
            <IconButton aria-label={t('common.close')} onClick={() => setListOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <Box sx={{ minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
            {resultsList}
          </Box>
        </Drawer>
      )}
      <AddToListDialog listing={adding.target} open={adding.open} onClose={adding.close} />
    </Box>
  );
};

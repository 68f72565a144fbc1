import 'leaflet/dist/leaflet.css';
import { GlobalStyles } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/**
 * Leaflet's stylesheet (bundled with the map's chunk, so no other screen loads it) and the
 * markers and controls in the theme's colours, dark mode included.
 */
export const MapStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      // Doubled: Leaflet's own stylesheet may come after these rules.
      '.leaflet-container.leaflet-container': {
        background: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[200],
        fontFamily: theme.typography.fontFamily,
      },
      '.leaflet-container .leaflet-bar a, .leaflet-container .leaflet-bar a:hover': {
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderBottomColor: theme.palette.divider,
      },
      '.leaflet-container.leaflet-container .leaflet-control-attribution': {
        backgroundColor: alpha(theme.palette.background.paper, 0.85),
        color: theme.palette.text.secondary,
        '& a': { color: theme.palette.primary.main },
      },
      '.emlak-map-point': {
        borderRadius: '50%',
        backgroundColor: theme.palette.primary.main,
        border: `2px solid ${theme.palette.common.white}`,
        boxShadow: theme.shadows[2],
        cursor: 'pointer',
      },
      '.emlak-map-point--selected': {
        backgroundColor: theme.palette.secondary.main,
        transform: 'scale(1.35)',
      },
      '.emlak-map-point:focus-visible, .emlak-map-cluster:focus-visible': {
        outline: `3px solid ${theme.palette.warning.main}`,
        outlineOffset: 2,
      },
      '.emlak-map-cluster': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: '50%',
        backgroundColor: alpha(theme.palette.primary.main, 0.9),
        border: `3px solid ${alpha(theme.palette.common.white, 0.85)}`,
        boxShadow: theme.shadows[3],
        color: theme.palette.primary.contrastText,
        fontWeight: 700,
        fontSize: 13,
        cursor: 'pointer',
      },
      // Read by screen readers, not shown.
      '.emlak-map-label': visuallyHidden,
      '.emlak-map-place .emlak-map-pin': {
        display: 'block',
        width: 26,
        height: 26,
        borderRadius: '50% 50% 50% 0',
        transform: 'rotate(-45deg)',
        backgroundColor: theme.palette.error.main,
        border: `3px solid ${theme.palette.common.white}`,
        boxShadow: theme.shadows[3],
      },
    })}
  />
);

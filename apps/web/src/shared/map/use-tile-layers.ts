import { mapTileLayersSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** The tile layers only change with the server's configuration: read once a session. */
export const tileLayersKey = ['geo', 'tile-layers'] as const;

/**
 * GET /geo/tile-layers: the five map styles' tile URLs and attributions. A failure is not
 * shown as an error: the maps then draw their listings over a blank background.
 */
export const useTileLayers = () =>
  useQuery({
    queryKey: tileLayersKey,
    queryFn: async ({ signal }) =>
      mapTileLayersSchema.parse((await http.get('/geo/tile-layers', { signal, skipErrorToast: true })).data),
    staleTime: Infinity,
    retry: false,
  });

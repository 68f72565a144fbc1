import { savedSearchSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

const savedSearchesSchema = savedSearchSchema.array();

/** The caller's saved searches with how many listings are new in each (GET /ad/saved-searches). */
export const useSavedSearches = (enabled = true) =>
  useQuery({
    queryKey: marketKeys.savedSearches,
    queryFn: async ({ signal }) =>
      savedSearchesSchema.parse(
        (await http.get('/ad/saved-searches', { signal, skipErrorToast: true })).data,
      ),
    enabled,
  });

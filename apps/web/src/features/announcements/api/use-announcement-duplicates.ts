import { announcementListItemSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

const duplicatesSchema = announcementListItemSchema.array();

/** The listings this one probably repeats or is repeated by (GET /ad/:id/duplicates). */
export const useAnnouncementDuplicates = (id: number | null) =>
  useQuery({
    queryKey: marketKeys.duplicates(id ?? 0),
    queryFn: async ({ signal }) =>
      duplicatesSchema.parse((await http.get(`/ad/${id}/duplicates`, { signal, skipErrorToast: true })).data),
    enabled: id !== null,
  });

import { ownerAnnouncementSchema, pageSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

/** The drawer shows this many of the owner's listings (one more than it lists, less the open one). */
export const OWNER_LISTINGS_SHOWN = 5;

const pageOfListings = pageSchema(ownerAnnouncementSchema);

/** The first listings behind the owner's phone, newest first (GET /owners/:phone/announcements). */
export const useOwnerListings = (phone: string | null) =>
  useQuery({
    queryKey: marketKeys.ownerListings(phone),
    enabled: phone !== null,
    queryFn: async ({ signal }) =>
      pageOfListings.parse(
        (
          await http.get(`/owners/${encodeURIComponent(phone ?? '')}/announcements`, {
            params: { page: 0, pageSize: OWNER_LISTINGS_SHOWN + 1 },
            signal,
            skipErrorToast: true,
          })
        ).data,
      ),
  });

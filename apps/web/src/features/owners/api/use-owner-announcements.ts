import { ownerAnnouncementSchema, pageSchema } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ownerKeys } from './owner-keys';

export const OWNER_ANNOUNCEMENTS_PAGE_SIZE = 10;

const pageOfAnnouncements = pageSchema(ownerAnnouncementSchema);

/** One page of the announcements behind an owner's phone (GET /owners/:phone/announcements). */
export const useOwnerAnnouncements = (phone: string | null, page: number) =>
  useQuery({
    queryKey: ownerKeys.announcements(phone, page),
    enabled: phone !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      pageOfAnnouncements.parse(
        (
          await http.get(`/owners/${encodeURIComponent(phone ?? '')}/announcements`, {
            params: { page, pageSize: OWNER_ANNOUNCEMENTS_PAGE_SIZE },
            signal,
            skipErrorToast: true,
          })
        ).data,
      ),
  });

import { useQuery } from '@tanstack/react-query';
import { announcementKeys } from '@/shared/api/query-keys';
import { fetchAnnouncement } from './fetch-announcement';

/** The listing of the detail drawer (the `ad` of the address), or nothing while it is closed. */
export const useAnnouncement = (id: number | null) =>
  useQuery({
    queryKey: announcementKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchAnnouncement(id!, signal),
    enabled: id !== null,
  });

import {
  announcementListItemSchema,
  pageSchema,
  type AnnouncementTableQuery,
  type ListQuery,
} from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { announcementKeys, tableKey } from '@/shared/api/query-keys';

export const ANNOUNCEMENTS_TABLE_ID = 'announcements';
export const ANNOUNCEMENTS_TABLE_ENDPOINT = announcementKeys.tableEndpoint;

export const announcementPageSchema = pageSchema(announcementListItemSchema);

/** One page of the market list (POST /ad/table); the screen shows its own error state. */
export const fetchAnnouncementsPage = async (query: AnnouncementTableQuery, signal?: AbortSignal) =>
  announcementPageSchema.parse(
    (await http.post(ANNOUNCEMENTS_TABLE_ENDPOINT, query, { signal, skipErrorToast: true })).data,
  );

/** The page the address asks for; the previous page stays on screen while the next loads. */
export const useAnnouncementsPage = (query: AnnouncementTableQuery) =>
  useQuery({
    // The body has `hideDuplicates` on top of a list query; the key holds all of it.
    queryKey: tableKey(ANNOUNCEMENTS_TABLE_ENDPOINT, query as ListQuery),
    queryFn: ({ signal }) => fetchAnnouncementsPage(query, signal),
    placeholderData: keepPreviousData,
  });

import { announcementSchema, type Announcement } from '@emlak/contracts';
import { http } from '@/shared/api/http-client';

/** GET /ad/:id: one listing with every field and whether the caller may edit it. */
export const fetchAnnouncement = async (id: number, signal?: AbortSignal): Promise<Announcement> =>
  announcementSchema.parse((await http.get(`/ad/${id}`, { signal, skipErrorToast: true })).data);

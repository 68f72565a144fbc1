import { contactSchema, type Contact } from '@emlak/contracts';
import { http } from '@/shared/api/http-client';

/** GET /contacts/:id: the latest version, after an edit was refused as stale. */
export const fetchContact = async (id: number): Promise<Contact> =>
  contactSchema.parse((await http.get(`/contacts/${id}`)).data);

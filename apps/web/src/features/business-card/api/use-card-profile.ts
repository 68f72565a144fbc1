import { profileSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { businessCardKeys } from './business-card-keys';

/** Only what the card shows: a new profile field elsewhere never breaks the card. */
const cardProfileSchema = profileSchema.pick({
  name: true,
  job: true,
  organizationName: true,
  phone: true,
  email: true,
  colorCode: true,
});

/** GET /users/profile: what the card shows. */
export const useCardProfile = () =>
  useQuery({
    queryKey: businessCardKeys.profile,
    queryFn: async ({ signal }) =>
      cardProfileSchema.parse((await http.get('/users/profile', { signal })).data),
  });

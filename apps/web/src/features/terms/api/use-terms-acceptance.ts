import { profileSchema, TERMS_VERSION } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

const acceptanceSchema = profileSchema.pick({ termsAcceptedAt: true, termsVersion: true });
export type TermsAcceptance = z.infer<typeof acceptanceSchema>;

/**
 * Under 'profile', so that whatever refreshes the profile refreshes this too, and accepting
 * (which invalidates 'profile') refreshes the profile screen.
 */
export const termsAcceptanceKey = ['profile', 'terms'] as const;

/** The caller's accepted terms version and date, from GET /users/profile. */
export const useTermsAcceptance = () =>
  useQuery({
    queryKey: termsAcceptanceKey,
    queryFn: async ({ signal }) =>
      acceptanceSchema.parse((await http.get('/users/profile', { signal, skipErrorToast: true })).data),
    staleTime: 5 * 60_000,
  });

/** Accepted the version this app shows; an older version counts as not accepted. */
export const acceptedCurrentTerms = (acceptance: TermsAcceptance) =>
  acceptance.termsAcceptedAt !== null && acceptance.termsVersion === TERMS_VERSION;

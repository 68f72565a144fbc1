import { QUERY_METER_WARNING_RATIO, queryMeterSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppSelector } from '@/shared/state/store-hooks';
import { http } from './http-client';

/** The caller's own meter, from the profile; only the meter reads it. */
export const queryMeterKey = ['profile', 'query-meter'] as const;

export type QueryMeterView = {
  limit: number;
  remaining: number;
  used: number;
  /** From QUERY_METER_WARNING_RATIO of the plan's searches used. */
  warning: boolean;
};

const viewOf = (limit: number, remaining: number): QueryMeterView => {
  const left = Math.max(0, Math.min(remaining, limit));
  const used = limit - left;
  return { limit, remaining: left, used, warning: limit === 0 || used / limit >= QUERY_METER_WARNING_RATIO };
};

/**
 * The caller's remaining announcement searches: GET /users/profile (queryLimit, queriesUsed) to
 * start with, then the X-Query-* headers of each search as the HTTP client records them. Of two
 * readings of the same plan the lower count wins, not the later arrival: within a period the
 * count only goes down, and a profile answer read before a search was counted may arrive after
 * that search's headers. A reading of another limit (a new plan) wins when it is the newer.
 * Null while unknown and for a caller who is not metered (queryLimit null: an Admin, a
 * SuperAdmin): the meter is then not shown.
 */
export const useQueryMeter = (): QueryMeterView | null => {
  const reading = useAppSelector((state) => state.queryMeter.reading);
  const profile = useQuery({
    queryKey: queryMeterKey,
    queryFn: async ({ signal }) =>
      queryMeterSchema.parse((await http.get('/users/profile', { signal, skipErrorToast: true })).data),
  });
  const fromProfile = profile.data;
  const profileRemaining =
    fromProfile && fromProfile.queryLimit !== null ? fromProfile.queryLimit - fromProfile.queriesUsed : null;
  if (reading && fromProfile?.queryLimit === reading.limit && profileRemaining !== null)
    return viewOf(reading.limit, Math.min(reading.remaining, profileRemaining));
  if (reading && (!fromProfile || reading.at >= profile.dataUpdatedAt))
    return viewOf(reading.limit, reading.remaining);
  if (!fromProfile || fromProfile.queryLimit === null || profileRemaining === null) return null;
  return viewOf(fromProfile.queryLimit, profileRemaining);
};

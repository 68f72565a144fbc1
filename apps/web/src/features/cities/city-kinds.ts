import type { City } from '@emlak/contracts';

/** The kinds a city row can have, with their label keys (the table's enum options). */
export const cityKinds = [
  { value: 'city', labelKey: 'cities.kinds.city' },
  { value: 'district', labelKey: 'cities.kinds.district' },
] as const satisfies readonly { value: City['kind']; labelKey: string }[];

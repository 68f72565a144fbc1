import type { Db } from '../client';

export type SeedOptions = { demo: boolean; log?: (message: string) => void };

/** Reference data always; demo data when asked. Idempotent: running it twice changes nothing. */
export const seedDatabase = async (_db: Db, _options: SeedOptions): Promise<void> => {
  // Filled in by the seed module (reference and demo data).
};

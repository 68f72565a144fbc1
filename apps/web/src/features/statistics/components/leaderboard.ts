import type { UserStatistics } from '@emlak/contracts';

/** How many agents the leaderboard and the per-agent chart name. */
export const LEADERBOARD_SIZE = 10;

/**
 * The agents with something to rank (a sale or a commission), by commission, then by sold value,
 * then by name. Amounts are decimal strings with two decimals: as numbers they compare exactly.
 */
export const leaderboard = (users: readonly UserStatistics[], language: string): UserStatistics[] =>
  users
    .filter((user) => user.soldCount > 0 || Number(user.commission) > 0)
    .sort(
      (a, b) =>
        Number(b.commission) - Number(a.commission) ||
        Number(b.soldValue) - Number(a.soldValue) ||
        a.name.localeCompare(b.name, language),
    );

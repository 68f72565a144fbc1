import { Role } from '@emlak/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../client';
import { cities, districts, metroStations, users } from '../../schema';
import type { GeneratorReference } from './generate-announcements';

/**
 * The generator's view of the database. Ordered by id, so that one database gives the same
 * rows for the same seed every time.
 */
export const loadGeneratorReference = async (
  db: Executor,
  options: { agentOrganizationIds?: readonly number[] } = {},
): Promise<GeneratorReference> => {
  // One query after another: `db` may be a transaction, a single connection.
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .orderBy(asc(cities.id));
  const districtRows = await db
    .select({
      id: districts.id,
      cityId: districts.cityId,
      name: districts.name,
      kind: districts.kind,
      latitude: districts.latitude,
      longitude: districts.longitude,
    })
    .from(districts)
    .orderBy(asc(districts.id));
  const stationRows = await db
    .select({
      id: metroStations.id,
      cityId: metroStations.cityId,
      name: metroStations.name,
      latitude: metroStations.latitude,
      longitude: metroStations.longitude,
    })
    .from(metroStations)
    .orderBy(asc(metroStations.id));
  const agentRows = await db
    .select({
      userId: users.id,
      organizationId: users.organizationId,
      name: users.name,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.roleId, Role.User), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  const agentOrganizations = options.agentOrganizationIds && new Set(options.agentOrganizationIds);
  return {
    cities: cityRows,
    districts: districtRows,
    metroStations: stationRows,
    agents: agentOrganizations
      ? agentRows.filter((agent) => agentOrganizations.has(agent.organizationId))
      : agentRows,
  };
};

import {
  languages,
  type City,
  type CityInput,
  type CityPlaces,
  type Language,
  type ListQuery,
} from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, notFound } from '../../lib/app-error';
import { onForeignKeyViolation, onUniqueViolation } from '../../lib/constraint-errors';
import { recordChange } from '../audit/audit-recorder';
import { placeNamesOf } from '../geo/place-names';
import { citiesRepository as repository } from './cities.repository';

const ENTITY = 'city';

/** A taken name names the city that has it; when the unique index caught a race, that is not known. */
const duplicateName = (name?: string) =>
  name === undefined
    ? new AppError('duplicate', { fields: { name: [{ key: 'duplicate' }] } })
    : duplicateOf('name', 'validation.cityNameTaken', { name });
const inUse = () => new AppError('in_use');

const collators = Object.fromEntries(
  languages.map((language) => [language, new Intl.Collator(language)]),
) as Record<Language, Intl.Collator>;

/**
 * Places (stored by their Azerbaijani names) by name in `language` (modules/geo/place-names.ts),
 * in that language's alphabet: Node's ICU has the same rules as the lists' ICU collations, and a
 * city has a few dozen places at most. Each carries its other names, which the pickers match too:
 * an agent on the Russian screen may still type "nerimanov".
 */
const inLanguage = <T extends { id: number; name: string }>(
  rows: readonly T[],
  language: Language,
): (T & { aliases: string[] })[] => {
  const collator = collators[language];
  return rows
    .map((row) => {
      const names = placeNamesOf(row.name);
      const name = names[language];
      return { ...row, name, aliases: [...new Set(Object.values(names))].filter((other) => other !== name) };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
};

/**
 * Cities are reference data every role reads whole; only a SuperAdmin writes them (the route
 * policies enforce it). There is no organization scope.
 */
export const createCitiesService = (db: Db) => ({
  list: () => repository.list(db),
  page: (actor: Actor, query: ListQuery) => repository.page(db, query, actor.language),
  dropdown: (actor: Actor) => repository.options(db, actor.language),

  /**
   * The pickers' districts and metro stations of one city, named and sorted in the caller's
   * language; 404 for no such city.
   */
  places: async (actor: Actor, id: number): Promise<CityPlaces> => {
    if (!(await repository.findById(db, id))) throw notFound();
    const places = await repository.places(db, id);
    return {
      districts: inLanguage(places.districts, actor.language),
      metroStations: inLanguage(places.metroStations, actor.language),
    };
  },

  // The unique index on lower(name) still catches two cities taking one name at the same moment.
  create: (actor: Actor, input: CityInput): Promise<City> =>
    onUniqueViolation(duplicateName, () =>
      db.transaction(async (tx) => {
        const taken = await repository.sameName(tx, input.name, null);
        if (taken) throw duplicateName(taken);
        const city = await repository.insert(tx, input);
        await recordChange(tx, actor, {
          action: 'city.created',
          entity: ENTITY,
          entityId: city.id,
          organizationId: null,
          after: city,
        });
        return city;
      }),
    ),

  update: (actor: Actor, id: number, input: CityInput): Promise<City> =>
    onUniqueViolation(duplicateName, () =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id);
        if (!before) throw notFound();
        const taken = await repository.sameName(tx, input.name, id);
        if (taken) throw duplicateName(taken);
        const after = (await repository.update(tx, id, input))!;
        await recordChange(tx, actor, {
          action: 'city.updated',
          entity: ENTITY,
          entityId: id,
          organizationId: null,
          before,
          after,
        });
        return after;
      }),
    ),

  /**
   * A city something refers to stays: 409 in_use, checked first so that the answer is clean. An
   * announcement added between the check and the delete makes the foreign key refuse it, which
   * is the same answer.
   */
  delete: (actor: Actor, id: number): Promise<void> =>
    onForeignKeyViolation(inUse, () =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id);
        if (!before) throw notFound();
        if (await repository.isInUse(tx, id)) throw inUse();
        await repository.delete(tx, id);
        await recordChange(tx, actor, {
          action: 'city.deleted',
          entity: ENTITY,
          entityId: id,
          organizationId: null,
          before,
        });
      }),
    ),
});

export type CitiesService = ReturnType<typeof createCitiesService>;

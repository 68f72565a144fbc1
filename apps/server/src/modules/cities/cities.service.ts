import type { City, CityInput, Language, ListQuery } from '@emlak/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { recordChange } from '../audit/audit-recorder';
import { citiesRepository } from './cities.repository';

const duplicateName = () => new AppError('duplicate', { fields: { name: [{ key: 'duplicate' }] } });

// The unique index on lower(name) still catches two cities taking one name at the same moment.
const withDuplicateName = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
};

/**
 * Cities are reference data every role reads whole; only a SuperAdmin writes them (the route
 * policies enforce it). There is no organization scope.
 */
export const citiesService = {
  list: (db: Executor) => citiesRepository.listAll(db),
  page: (db: Executor, query: ListQuery) => citiesRepository.page(db, query),
  dropdown: (db: Executor, language: Language) => citiesRepository.options(db, language),

  create: (db: Db, request: FastifyRequest, input: CityInput): Promise<City> =>
    withDuplicateName(() =>
      db.transaction(async (tx) => {
        if (await citiesRepository.isNameTaken(tx, input.name, null)) throw duplicateName();
        const city = await citiesRepository.insert(tx, input);
        await recordChange(tx, request, {
          action: 'city.created',
          entity: 'city',
          entityId: city.id,
          organizationId: null,
          after: city,
        });
        return city;
      }),
    ),

  update: (db: Db, request: FastifyRequest, id: number, input: CityInput): Promise<City> =>
    withDuplicateName(() =>
      db.transaction(async (tx) => {
        const before = await citiesRepository.findById(tx, id, { forUpdate: true });
        if (!before) throw new AppError('not_found');
        if (await citiesRepository.isNameTaken(tx, input.name, id)) throw duplicateName();
        const after = (await citiesRepository.update(tx, id, input))!;
        await recordChange(tx, request, {
          action: 'city.updated',
          entity: 'city',
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
  remove: async (db: Db, request: FastifyRequest, id: number): Promise<void> => {
    try {
      await db.transaction(async (tx) => {
        const before = await citiesRepository.findById(tx, id, { forUpdate: true });
        if (!before) throw new AppError('not_found');
        if (await citiesRepository.isInUse(tx, id)) throw new AppError('in_use');
        await citiesRepository.delete(tx, id);
        await recordChange(tx, request, {
          action: 'city.deleted',
          entity: 'city',
          entityId: id,
          organizationId: null,
          before,
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('in_use');
      throw error;
    }
  },
};

import type { Language, ListQuery } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import { citiesRepository } from './cities.repository';

/** Cities are reference data every role reads whole; there is no organization scope. */
export const citiesService = {
  list: (db: Executor) => citiesRepository.listAll(db),
  page: (db: Executor, query: ListQuery) => citiesRepository.page(db, query),
  dropdown: (db: Executor, language: Language) => citiesRepository.options(db, language),
};

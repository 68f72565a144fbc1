import type { AppError } from './app-error';
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors';

const translating =
  (matches: (error: unknown) => boolean) =>
  async <T>(toError: () => AppError, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (matches(error)) throw toError();
      throw error;
    }
  };

/**
 * Runs a write whose uniqueness the service checked first, answering `toError()` when a unique
 * index refuses it anyway: another request took the same value between the check and the write.
 */
export const onUniqueViolation = translating(isUniqueViolation);

/**
 * Runs a delete whose references the service checked first, answering `toError()` when a foreign
 * key refuses it anyway: a referring row was added between the check and the delete.
 */
export const onForeignKeyViolation = translating(isForeignKeyViolation);

import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserById, markAttemptSucceeded } from './auth.repository';
import { beginVerifyAttempt } from './throttle';

export type OwnPasswordCheck = { attemptId: number };

/**
 * Checks the signed-in user's own password under the lock screen's throttle (3 failures in 5
 * minutes, then 429): the lock screen, a password change and an e-mail change all let someone
 * holding an open session guess the account's password. The attempt is recorded as a failure
 * first; a right password answers the attempt, which counts as a failure until
 * confirmOwnPassword, so that a caller may still refuse what the password was meant to allow.
 * A wrong password answers null.
 */
export const checkOwnPassword = async (
  db: Db,
  actor: Pick<Actor, 'userId' | 'clientAddress'>,
  password: string,
): Promise<OwnPasswordCheck | null> => {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('session_revoked');
  const attemptId = await beginVerifyAttempt(db, {
    email: user.email.toLowerCase(),
    userId: user.id,
    ip: actor.clientAddress,
  });
  return (await verifyPassword(user.passwordHash, password)) ? { attemptId } : null;
};

/** The right password did what it was for: the attempt becomes a success and resets the count. */
export const confirmOwnPassword = (db: Db, check: OwnPasswordCheck) =>
  markAttemptSucceeded(db, check.attemptId);

/** checkOwnPassword and, when right, confirmOwnPassword at once. */
export const verifyOwnPassword = async (
  db: Db,
  actor: Pick<Actor, 'userId' | 'clientAddress'>,
  password: string,
): Promise<boolean> => {
  const check = await checkOwnPassword(db, actor, password);
  if (check) await confirmOwnPassword(db, check);
  return check !== null;
};

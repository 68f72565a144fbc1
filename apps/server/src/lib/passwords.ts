import { hash, verify } from '@node-rs/argon2';

/** Argon2id at OWASP's minimum: 19 MiB, 2 iterations, 1 lane (docs/quality.md "Security"). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verifying against this when the account does not exist keeps the timing the same. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('timing-equalizer-password-1');
  await verifyPassword(await dummyHash, password);
};

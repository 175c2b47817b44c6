import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's second recommended profile (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified against when the email is unknown, so timing does not reveal which emails exist. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-only-for-timing');

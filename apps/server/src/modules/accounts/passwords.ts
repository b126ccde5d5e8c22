import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
let dummyHash: Promise<string> | undefined;

/** Hashes a new password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch, not a fault. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so an unknown account cannot be told apart by latency. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('switchboard-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

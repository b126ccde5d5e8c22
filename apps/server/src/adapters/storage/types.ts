/** Where media bytes live; keys are opaque ids made by the server. */
export interface MediaStorage {
  /** Stores bytes under a key, replacing nothing: keys are never reused. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or undefined when none are stored. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the server makes: letters, digits, _ and -, so a key can never name a path outside the store. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Throws unless the key is one the server could have made. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new RangeError(`invalid storage key ${JSON.stringify(key)}`);
}

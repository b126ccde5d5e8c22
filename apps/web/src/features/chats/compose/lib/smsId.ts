/** The contract's shape of a client-chosen message id. */
export const SMS_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A fresh message id: a random UUID without dashes (32 hex digits), also outside secure contexts. */
export function newSmsId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

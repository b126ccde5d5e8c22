/** Largest picture or recording fetched from a carrier; their MMS pictures are at most 5 MB. */
const MAX_FETCHED_BYTES = 10 * 1024 * 1024;
/** How long one fetch of a picture or recording may take. */
const FETCH_TIMEOUT_MS = 30_000;

/** A fetch of carrier media that did not bring the bytes; the webhook answers 5xx so it can come again. */
export class CarrierMediaError extends Error {
  override name = 'CarrierMediaError';
}

/**
 * The bytes at a media address a carrier named in a webhook, from one of the allowed origins only,
 * within a size and time limit. Throws CarrierMediaError when they cannot be had.
 */
export async function fetchCarrierMedia(
  address: string,
  allowedOrigins: readonly string[],
  headers: Record<string, string> = {},
): Promise<Buffer> {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (url === undefined || !allowedOrigins.includes(url.origin)) {
    throw new CarrierMediaError('media address is not on the carrier’s hosts');
  }
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(
    (error: unknown) => {
      throw new CarrierMediaError(`media fetch failed: ${(error as Error).message}`);
    },
  );
  if (!response.ok) throw new CarrierMediaError(`media fetch answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_FETCHED_BYTES)
    throw new CarrierMediaError(`media is larger than ${MAX_FETCHED_BYTES} bytes`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.byteLength > MAX_FETCHED_BYTES) {
    throw new CarrierMediaError(`media is larger than ${MAX_FETCHED_BYTES} bytes`);
  }
  return bytes;
}

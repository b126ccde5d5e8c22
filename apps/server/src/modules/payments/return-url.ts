import { type BrandId, Retcode } from '@switchboard/protocol';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';

/** A host name without its port (bracketed IPv6 literals kept whole), lower case. */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/**
 * Whether a return URL leads back to the brand's own site: the host the request came through (the
 * web client is served from the same origin as the API) or a host the configuration maps to the
 * brand. Hosts named only by their first label are not enough: anyone can own `pingme.example.net`.
 */
export function isOwnReturnUrl(
  url: string,
  request: FastifyRequest,
  brand: string,
  config: Pick<Config, 'brandHosts'>,
): boolean {
  let hostname: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    hostname = hostnameOf(parsed.host);
  } catch {
    return false;
  }
  if (hostname === '') return false;
  if (hostname === hostnameOf(request.hostname)) return true;
  return Object.entries(config.brandHosts).some(
    ([host, hostBrand]) => hostBrand === brand && hostnameOf(host) === hostname,
  );
}

/** Refuses a return URL off the brand's own site, so a checkout never sends the payer elsewhere. */
export function assertOwnReturnUrl(
  url: string | null,
  field: string,
  request: FastifyRequest,
  brand: BrandId,
): void {
  if (url === null || isOwnReturnUrl(url, request, brand, request.server.config)) return;
  throw new AppError(Retcode.INVALID_PARAMETER, `${field}: must lead back to this site`, {
    say: say('returnUrlForeign'),
  });
}

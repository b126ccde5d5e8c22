import { type BrandId, isBrandId } from '@switchboard/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the page address: host map, host's first label, `?brand=`, else the default. */
    readonly pageBrand: BrandId;
  }
}

/** The brand a host names itself (the host map, else a brand as its first label); undefined when none. */
export function hostBrand(host: string | undefined, config: Pick<Config, 'brandHosts'>): BrandId | undefined {
  const fullHost = (host ?? '').trim().toLowerCase();
  // Strip the port, keeping bracketed IPv6 literals intact.
  const hostname = fullHost.startsWith('[')
    ? fullHost.slice(0, fullHost.indexOf(']') + 1)
    : fullHost.split(':')[0]!;
  const mapped = config.brandHosts[fullHost] ?? config.brandHosts[hostname];
  if (mapped !== undefined) return mapped;
  const firstLabel = hostname.split('.')[0] ?? '';
  if (hostname.includes('.') && isBrandId(firstLabel)) return firstLabel;
  return undefined;
}

/** Resolves the brand of a page address in the documented order. */
export function resolveBrand(
  host: string | undefined,
  queryBrand: unknown,
  config: Pick<Config, 'brandHosts' | 'defaultBrand'>,
): BrandId {
  const named = hostBrand(host, config);
  if (named !== undefined) return named;
  if (typeof queryBrand === 'string' && isBrandId(queryBrand)) return queryBrand;
  return config.defaultBrand;
}

/** Adds `request.pageBrand`, computed on first read. */
export const brandPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorateRequest('pageBrand', {
      getter(this: FastifyRequest): BrandId {
        const query = this.query as Record<string, unknown> | undefined;
        return resolveBrand(this.headers.host, query?.brand, options.config);
      },
    });
  },
  { name: 'brand' },
);

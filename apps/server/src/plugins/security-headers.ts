import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config/index.ts';

/** A host header a browser could have sent: a name or IPv4/IPv6 address, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A CSP source for WebSockets to the host the page was asked from (`wss://host:port`); `'self'` when
 * the host header is absent or odd, so nothing but this origin is ever allowed.
 */
function sameHostSocket(scheme: 'ws' | 'wss') {
  return (request: IncomingMessage): string => {
    const host = request.headers.host?.trim() ?? '';
    return PLAIN_HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : "'self'";
  };
}

/** Security headers; CSP allows only this origin, with inline styles for MUI's emotion. */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Pictures and voicemails are fetched with the token header and played from blob URLs.
      mediaSrc: ["'self'", 'blob:'],
      // WebSockets only to the page's own host: 'self' covers them in current browsers, the explicit
      // ws:/wss: form of the same host covers browsers that read 'self' as http(s) only.
      connectSrc: ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // Matches frame-ancestors 'none' for browsers that only read the older header.
  xFrameOptions: { action: 'deny' as const },
};

/** Lets the numbers tab frame the configured mobile-plan pages (their origins only). */
function withMobilePlanFrames(options: typeof helmetOptions, config: Config) {
  const origins = [...new Set(Object.values(config.mobilePlanUrls).map((url) => new URL(url).origin))];
  if (origins.length === 0) return options;
  const directives = { ...options.contentSecurityPolicy.directives, frameSrc: ["'self'", ...origins] };
  return { ...options, contentSecurityPolicy: { ...options.contentSecurityPolicy, directives } };
}

/**
 * Lets the pages show the banner images from their own hosts. The banners change in the console while
 * the server runs, so the sources are read for every response from what the ads service last read.
 */
function withAdImages(options: typeof helmetOptions, adImageOrigins: () => readonly string[]) {
  const imgSrc = [...options.contentSecurityPolicy.directives.imgSrc, () => adImageOrigins().join(' ')];
  const directives = { ...options.contentSecurityPolicy.directives, imgSrc };
  return { ...options, contentSecurityPolicy: { ...options.contentSecurityPolicy, directives } };
}

/** The helmet options of this server: its own origin, the mobile-plan frames and the banner images. */
export function securityHeaders(
  config: Config,
  adImageOrigins: () => readonly string[],
): FastifyHelmetOptions {
  return withAdImages(withMobilePlanFrames(helmetOptions, config), adImageOrigins);
}

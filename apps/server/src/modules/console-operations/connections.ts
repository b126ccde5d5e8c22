import type { Connection } from '@switchboard/protocol';
import type { Config } from '../../config/index.ts';

/** A URL as an operator may see it: scheme, host and path, without credentials or a query. */
function bare(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/**
 * The adapters the configuration connects this node to, one per kind of outside service, with
 * where each points and never a secret (keys, passwords and user names are left out).
 */
export function describeConnections(config: Config): Connection[] {
  const production = config.env === 'production';
  const { stripeSecretKey } = config.payments;
  const speech: Connection =
    config.speechApi !== undefined
      ? { kind: 'speech', adapter: 'whisperApi', target: bare(config.speechApi.url) }
      : config.speechModelPath !== undefined
        ? { kind: 'speech', adapter: 'pocketsphinx', target: config.speechModelPath }
        : { kind: 'speech', adapter: 'none', target: null };
  const media: Connection =
    config.mediaStore === 's3' && config.s3 !== undefined
      ? { kind: 'media', adapter: 's3', target: `${bare(config.s3.endpoint)} ${config.s3.bucket}` }
      : config.mediaStore === 'database'
        ? { kind: 'media', adapter: 'database', target: null }
        : { kind: 'media', adapter: 'disk', target: config.mediaDir };
  return [
    { kind: 'carrier', adapter: 'embedded', target: null },
    // Card goes to Stripe when it is configured; every other method is the sandbox outside production.
    stripeSecretKey !== undefined
      ? { kind: 'payments', adapter: 'stripe', target: null }
      : { kind: 'payments', adapter: production ? 'off' : 'sandbox', target: null },
    speech,
    config.mail.smtpUrl !== undefined
      ? { kind: 'mail', adapter: 'smtp', target: bare(config.mail.smtpUrl) }
      : { kind: 'mail', adapter: 'outbox', target: null },
    media,
  ];
}

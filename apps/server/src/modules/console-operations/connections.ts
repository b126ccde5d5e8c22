import type { Connection } from '@switchboard/protocol';
import type { Config } from '../../config/index.ts';

/** A URL as an operator may see it: scheme, host and path, without credentials or a query. */
function bare(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/** Where each provider's API is reached when no stand-in address replaces it. */
const API_HOSTS = {
  twilio: 'https://api.twilio.com',
  telnyx: 'https://api.telnyx.com',
  paypalLive: 'https://api-m.paypal.com',
  paypalSandbox: 'https://api-m.sandbox.paypal.com',
} as const;

/** The carrier the node hands messages to, and the API it calls. */
function carrierConnection(config: Config): Connection {
  const { carrier } = config;
  if (carrier.kind === 'embedded') return { kind: 'carrier', adapter: 'embedded', target: null };
  return { kind: 'carrier', adapter: carrier.kind, target: bare(carrier.apiBase ?? API_HOSTS[carrier.kind]) };
}

/**
 * Every payment provider the node takes payments through: Stripe, PayPal and BTCPay when configured,
 * the sandbox for the other methods outside production; off when there is none.
 */
function paymentConnections(config: Config): Connection[] {
  const { stripeSecretKey, sandbox } = config.payments;
  const { paypal, btcpay } = config;
  const defaultPaypal = paypal?.environment === 'live' ? API_HOSTS.paypalLive : API_HOSTS.paypalSandbox;
  const connections: Connection[] = [];
  const add = (adapter: string, target: string | null = null) =>
    connections.push({ kind: 'payments', adapter, target });
  if (stripeSecretKey !== undefined) add('stripe');
  if (paypal !== undefined) add('paypal', bare(paypal.apiBase ?? defaultPaypal));
  if (btcpay !== undefined) add('btcpay', bare(btcpay.url));
  if (sandbox) add('sandbox');
  return connections.length > 0 ? connections : [{ kind: 'payments', adapter: 'off', target: null }];
}

/**
 * The adapters the configuration connects this node to, for each kind of outside service (payments
 * may have several), with where each points and never a secret (keys, passwords and user names are
 * left out).
 */
export function describeConnections(config: Config): Connection[] {
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
    carrierConnection(config),
    ...paymentConnections(config),
    speech,
    config.mail.smtpUrl !== undefined
      ? { kind: 'mail', adapter: 'smtp', target: bare(config.mail.smtpUrl) }
      : { kind: 'mail', adapter: 'outbox', target: null },
    media,
  ];
}

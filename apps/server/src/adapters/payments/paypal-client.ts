import { Client, Environment, type OAuthToken } from '@paypal/paypal-server-sdk';
import type { PaypalSettings } from '../../config/paypal.ts';

/** How long one PayPal request may take before it counts as unanswered. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** PayPal's own API hosts, the SDK's for each environment. */
const PAYPAL_HOSTS = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
} as const;

/**
 * The SDK's client, with every request sent to the configured API base instead of PayPal's host
 * when one is set (a local stand-in). The SDK has no base-URL setting, so the client's own request
 * builders are kept and only the address of each request is replaced; the OAuth2 token requests go
 * through the same builders and are redirected alike.
 */
class RedirectedClient extends Client {
  /** Read at request time only: the SDK's constructor already asks for the builders. */
  private apiBase: string | undefined;

  constructor(settings: PaypalSettings) {
    super({
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
      },
      environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: REQUEST_TIMEOUT_MS,
    });
    this.apiBase = settings.apiBase;
  }

  override getRequestBuilderFactory(): ReturnType<Client['getRequestBuilderFactory']> {
    const factory = super.getRequestBuilderFactory();
    return (...args) => {
      const builder = factory(...args);
      builder.interceptRequest((request) => {
        const base = this.apiBase;
        if (base === undefined) return request;
        const url = new URL(request.url);
        return { ...request, url: `${base}${url.pathname}${url.search}` };
      });
      return builder;
    };
  }
}

/** The SDK client for the settings, and PayPal's API base for the calls the SDK does not cover. */
export function paypalClient(settings: PaypalSettings): { client: Client; apiBase: string } {
  return {
    client: new RedirectedClient(settings),
    apiBase: settings.apiBase ?? PAYPAL_HOSTS[settings.environment],
  };
}

/** The transmission headers PayPal signs each webhook delivery with. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** The transmission fields of a delivery, or the name of the header missing. */
export function transmissionOf(
  headers: Record<string, string | string[] | undefined>,
): Record<keyof typeof TRANSMISSION_HEADERS, string> | string {
  const fields: Partial<Record<keyof typeof TRANSMISSION_HEADERS, string>> = {};
  for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
    const value = headers[header];
    if (typeof value !== 'string' || value === '') return header;
    fields[field as keyof typeof TRANSMISSION_HEADERS] = value;
  }
  return fields as Record<keyof typeof TRANSMISSION_HEADERS, string>;
}

/**
 * Asks PayPal whether a delivery is authentic (POST /v1/notifications/verify-webhook-signature) and
 * resolves its verification_status. The event goes as the exact bytes received: PayPal checks the
 * signature over them, and a parse and re-serialisation could change them.
 */
export async function verifySignature(
  client: Client,
  apiBase: string,
  request: { transmission: Record<string, string>; webhookId: string; rawBody: Buffer },
  token: OAuthToken | undefined,
): Promise<{ status: string; token: OAuthToken }> {
  const fresh = await client.clientCredentialsAuthManager.updateToken(token);
  const fields = JSON.stringify({ ...request.transmission, webhook_id: request.webhookId });
  const body = `${fields.slice(0, -1)},"webhook_event":${request.rawBody.toString('utf8')}}`;
  const response = await fetch(`${apiBase}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh.accessToken}` },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // PayPal finds the delivery's own fields malformed: as good as a failed signature.
  if (response.status === 400) return { status: 'MALFORMED', token: fresh };
  // Not PayPal's verdict (PayPal failed, or refused our credentials): the delivery is neither
  // accepted nor refused, so it fails and PayPal delivers it again.
  if (!response.ok) throw new Error(`verify-webhook-signature answered ${response.status}`);
  const answer = (await response.json()) as { verification_status?: unknown };
  return { status: String(answer.verification_status), token: fresh };
}

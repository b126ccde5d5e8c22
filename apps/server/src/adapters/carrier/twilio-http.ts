import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';

/**
 * The library's own HTTP client (auth, form encoding, JSON answers unchanged), sending each request
 * to TWILIO_API_BASE instead of Twilio's hosts: how a local stand-in of the REST API is reached.
 * The library has no base-URL option; a custom httpClient is its documented seam.
 */
export class RedirectedRequestClient extends twilio.RequestClient {
  readonly #apiBase: string;

  constructor(apiBase: string) {
    super();
    this.#apiBase = apiBase;
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.#apiBase}${target.pathname}${target.search}` });
  }
}

import type { FastifyRequest } from 'fastify';

/**
 * Query fields that act as credentials: a socket or page token, a captcha answer and the captcha
 * id that becomes a one-time pass once answered, a slider pass, a verification code. Request logs
 * carry the URL, so their values are masked there.
 */
const SECRET_QUERY_FIELDS = new Set([
  'token',
  'captchaid',
  'inputcaptcha',
  'slidertoken',
  'activationcode',
  'code',
  'password',
  // A console setup link's one-time token (GET of the setup info).
  'setuptoken',
]);

/** The URL with the values of credential-like query fields replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const fields = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return equals >= 0 && SECRET_QUERY_FIELDS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${fields.join('&')}`;
}

/** Fastify's request log serializer, the same fields as its default but with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

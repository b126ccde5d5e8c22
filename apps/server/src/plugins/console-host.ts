import { Retcode } from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import { sendFailure } from './envelope.ts';

/** The host name of a Host header without its port (an IPv6 literal keeps its brackets). */
function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * True when a request's Host header names the console's host: exactly when CONSOLE_HOST has a port,
 * on any port otherwise (a proxy may or may not pass the default port on).
 */
export function isConsoleHost(hostHeader: string | undefined, consoleHost: string): boolean {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host === consoleHost) return true;
  return !consoleHost.includes(':') && withoutPort(host) === consoleHost;
}

/**
 * With CONSOLE_HOST set, makes every route of `scope` (the console's page and its API) answer only on
 * that host; other hosts get the same 404 envelope as an address that does not exist, so a brand's
 * public host does not even show that a console is there. The Host header is read as sent (a proxy
 * in front must pass it on), never X-Forwarded-Host, which a client may write.
 */
export function answerConsoleHostOnly(scope: FastifyInstance, config: Pick<Config, 'consoleHost'>): void {
  const { consoleHost } = config;
  if (consoleHost === undefined) return;
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isConsoleHost(request.headers.host, consoleHost)) return;
    return sendFailure(request, reply, Retcode.NOT_FOUND, {
      detail: `${request.method} ${request.url.split('?')[0]}: no such route on this host`,
    });
  });
}

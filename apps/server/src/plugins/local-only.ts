import { BlockList, isIPv4 } from 'node:net';
import { Retcode } from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './envelope.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x); false for anything else or nothing. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || address === '') return false;
  try {
    return loopback.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/**
 * Makes every route of `scope` answer only requests from this machine; others get the same 404
 * envelope as a route that does not exist. The socket's own peer address is used, never request.ip,
 * because with TRUST_PROXY on request.ip comes from X-Forwarded-For, which any client can write.
 */
export function answerLocalRequestsOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLoopbackAddress(request.socket.remoteAddress)) return;
    return sendFailure(request, reply, Retcode.NOT_FOUND, {
      detail: `${request.method} ${request.url.split('?')[0]}: no such route`,
    });
  });
}

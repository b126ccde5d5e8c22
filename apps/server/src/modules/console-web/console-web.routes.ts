import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSOLE_API_BASE, CONSOLE_PATH, Retcode } from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { answerConsoleHostOnly } from '../../plugins/console-host.ts';
import { sendFailure } from '../../plugins/envelope.ts';
import { CONSOLE_NOT_BUILT_PAGE, ConsoleIndex } from './console-web.page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True for the console's API, which never falls back to the page. */
function isConsoleApi(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === CONSOLE_API_BASE || pathname.startsWith(`${CONSOLE_API_BASE}/`);
}

/**
 * Serves the built operator console under CONSOLE_PATH on every host (only on CONSOLE_HOST when it
 * is set): hashed assets cached for good, index.html for every console address that is not a file.
 * The security headers are the whole server's (helmet, registered for every route). Outside
 * production an unbuilt console answers a page saying how to build it; in production its absence is
 * a plain not-found.
 */
export async function consoleWebRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const production = config.env === 'production';
  const index = new ConsoleIndex(config.consoleDistDir, production);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await index.load();
    if (html === undefined && production) {
      return sendFailure(request, reply, Retcode.NOT_FOUND, { detail: 'the console is not built' });
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(html ?? CONSOLE_NOT_BUILT_PAGE);
  };

  await app.register(
    async (scope) => {
      answerConsoleHostOnly(scope, config);
      if (existsSync(config.consoleDistDir)) {
        await scope.register(fastifyStatic, {
          root: config.consoleDistDir,
          prefix: '/',
          index: false,
          wildcard: true,
          // The web app's static files decorate the reply at the root; this scope needs no decoration.
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply, filePath) => {
            const relative = path.relative(config.consoleDistDir, filePath);
            reply.header(
              'cache-control',
              relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
            );
          },
        });
      }
      scope.get('/', sendIndex);
      scope.get('/index.html', sendIndex);
      scope.setNotFoundHandler(async (request, reply) => {
        const { method, url } = request;
        const lastSegment = url.split('?')[0]?.split('/').pop() ?? '';
        // Console addresses get the page; a missing file (it has an extension) or call gets a real 404.
        if ((method === 'GET' || method === 'HEAD') && !isConsoleApi(url) && !lastSegment.includes('.')) {
          return sendIndex(request, reply);
        }
        return sendFailure(request, reply, Retcode.NOT_FOUND, {
          detail: `${method} ${url.split('?')[0]}: no such route`,
        });
      });
    },
    { prefix: CONSOLE_PATH },
  );
}

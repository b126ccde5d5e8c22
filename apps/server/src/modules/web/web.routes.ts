import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_BASE,
  BRAND_ICON_PATH,
  type BrandId,
  type RechargeSettings,
  Retcode,
  SERVICE_WORKER_PATH,
  SOCKET_PATH,
  WEB_MANIFEST_PATH,
} from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { sendFailure } from '../../plugins/envelope.ts';
import { brandIcon, webManifest } from './web.manifest.ts';
import { IndexTemplate, NOT_BUILT_PAGE, renderIndex } from './web.service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True for paths that belong to the API or the socket, which never fall back to the page. */
function isServicePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return [API_BASE, SOCKET_PATH].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The service worker is checked on every load, so a deploy reaches open pages at once. */
const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);

function cacheControlOf(relative: string): string {
  if (relative.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  return relative === SERVICE_WORKER_FILE ? 'no-cache' : 'public, max-age=300';
}

/** Serves the built web client: hashed assets cached for good, index.html per brand, SPA fallback. */
export async function webRoutes(
  app: FastifyInstance,
  {
    config,
    recharge,
  }: {
    config: Config;
    /** The brand's recharge settings the page starts with (the server's, cached per node). */
    recharge?: { settingsFor(brand: BrandId): Promise<RechargeSettings> };
  },
): Promise<void> {
  const template = new IndexTemplate(config.webDistDir, config.env === 'production');
  // The page still opens when they cannot be read; it then asks getRechargeSettings.
  const rechargeOf = (brand: BrandId) => recharge?.settingsFor(brand).catch(() => null) ?? null;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await template.load();
    // The page differs per Host, so shared caches must not hand one brand's page to another.
    reply.header('cache-control', 'no-cache').header('vary', 'host').type('text/html; charset=utf-8');
    return reply.send(
      html === undefined
        ? NOT_BUILT_PAGE
        : renderIndex(
            html,
            request.pageBrand,
            config.mobilePlanUrls[request.pageBrand] ?? null,
            await rechargeOf(request.pageBrand),
          ),
    );
  };

  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/; the rest (favicon, robots) may change in place.
        const relative = path.relative(config.webDistDir, filePath);
        reply.header('cache-control', cacheControlOf(relative));
      },
    });
  }

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  // Per brand like the page: vary on the host.
  app.get(WEB_MANIFEST_PATH, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'host')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(request.pageBrand))),
  );
  app.get(BRAND_ICON_PATH, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'host')
      .type('image/svg+xml')
      .send(brandIcon(request.pageBrand)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    // Client-side routes get the page; a missing file (has an extension) or API path gets a real 404.
    if (
      (method === 'GET' || method === 'HEAD') &&
      !isServicePath(request.url) &&
      !lastSegment.includes('.')
    ) {
      return sendIndex(request, reply);
    }
    return sendFailure(request, reply, Retcode.NOT_FOUND, {
      detail: `${method} ${request.url.split('?')[0]}: no such route`,
    });
  });
}

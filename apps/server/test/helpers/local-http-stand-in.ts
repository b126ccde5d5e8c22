import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider's stand-in on a free local port: it records the requests it got (each with its path)
 * and answers them in `handle`; `url` is what the provider's API base setting is given.
 */
export abstract class LocalHttpStandIn<Recorded extends { path: string }> {
  readonly requests: Recorded[] = [];
  private server: Server | undefined;
  private base = '';

  /** The address to give the provider's API base setting. */
  get url(): string {
    return this.base;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The recorded requests to one path. */
  requestsTo(path: string): Recorded[] {
    return this.requests.filter((request) => request.path === path);
  }

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

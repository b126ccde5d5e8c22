import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay standing in for a load balancer: clients connect to one address and each new
 * connection goes to the node currently chosen, so a client that reconnects lands on another node.
 */
export class SwitchProxy {
  private readonly server: Server;
  private readonly open = new Set<Socket>();

  constructor(private target: number) {
    this.server = createServer((client) => {
      const upstream = new Socket();
      for (const side of [client, upstream]) {
        this.open.add(side);
        side.on('close', () => this.open.delete(side));
      }
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      upstream.connect(this.target, '127.0.0.1', () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
    });
  }

  /** Starts listening on a free loopback port; resolves the base URL clients use. */
  listen(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        if (address === null || typeof address === 'string') reject(new Error('proxy is not on TCP'));
        else resolve(`http://127.0.0.1:${address.port}`);
      });
    });
  }

  /** Sends new connections to the node on this port; open ones stay where they are. */
  switchTo(port: number): void {
    this.target = port;
  }

  /** Stops listening and cuts every relayed connection. */
  close(): Promise<void> {
    for (const side of this.open) side.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The port of a base URL such as http://127.0.0.1:1234. */
export function portOf(baseUrl: string): number {
  return Number(new URL(baseUrl).port);
}

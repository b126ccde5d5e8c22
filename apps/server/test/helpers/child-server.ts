import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTH_PATH } from '@switchboard/protocol';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');
const START_BUNDLE = path.join(SERVER_DIR, 'test/helpers/start-bundle.cjs');

/** A free loopback port, found by letting the OS pick one and releasing it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** How a ChildServer runs the server. */
export interface ChildServerOptions {
  /** A bundle made by bundleServer, started through start-bundle.cjs instead of src/main.ts through tsx. */
  bundle?: string;
}

/** The real server (src/main.ts through the tsx loader, or its bundle) as a child process that can be killed. */
export class ChildServer {
  private child: ChildProcess | undefined;
  /** Everything the process wrote, across restarts (for failure messages). */
  output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly options: ChildServerOptions = {},
  ) {}

  /** Base URL of the server. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once the health probe answers 200; returns the time it took. */
  async start(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    const args =
      this.options.bundle === undefined ? ['--import', 'tsx', MAIN] : [START_BUNDLE, this.options.bundle];
    const child = spawn(process.execPath, args, {
      cwd: SERVER_DIR,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => this.keep(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.keep(chunk));
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`server exited on start:\n${this.output.slice(-3000)}`);
      try {
        const response = await fetch(`${this.baseUrl}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      // Polled often: the crash battery adds this delay to every one of its restarts.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
  }

  /** Sends a signal and waits for the process to be gone. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  private keep(chunk: Buffer): void {
    this.output = (this.output + chunk.toString()).slice(-200_000);
  }
}

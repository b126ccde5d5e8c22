import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type BrandId, HEALTH_PATH } from '@switchboard/protocol';
import { E2E_SERVER_SETTINGS } from './server-env.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** How long a start may take (migrations and demo seeding on an empty database). */
const START_TIMEOUT_MS = 60_000;
/** How long a graceful stop may take before the process is killed outright. */
const STOP_TIMEOUT_MS = 15_000;
/** Last lines of the server's output kept for the error of a failed start. */
const OUTPUT_KEPT = 8_000;
/** The start-up banner's line naming the port the server listens on. */
const LISTENING_LINE = /http:\/\/pingme\.localhost:(\d+)/;

/** The environment of the shared test server (playwright.config.ts), on another port and database. */
function serverEnv(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Always SQLite in its own directory: a PostgreSQL or Redis of the caller would be shared state.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return {
    ...env,
    ...E2E_SERVER_SETTINGS,
    ...extra,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
}

/** The database directory of each private server this worker started, by its origin. */
const privateDataDirs = new Map<string, string>();

/** The SQLite directory of the server at `origin`: the shared one's, or a private server's. */
function dataDirOf(origin: string): string {
  if (origin === `http://127.0.0.1:${process.env.SB_E2E_PORT}`) {
    const shared = process.env.SB_E2E_DATA_DIR;
    if (shared === undefined) throw new Error('the shared server has no data directory set');
    return shared;
  }
  const own = privateDataDirs.get(origin);
  if (own === undefined) throw new Error(`no server of this run answers at ${origin}`);
  return own;
}

/** The address the console's setup link starts with, in what `create-admin` prints. */
const SETUP_LINK = /https?:\/\/\S+/;

/**
 * Makes an admin with the server's command line (`npm run console -- create-admin`) on the
 * database of the server at `origin`, and returns the one-time setup link it printed.
 */
export async function createAdminByCommandLine(origin: string, email: string): Promise<string> {
  const { port } = new URL(origin);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/console.ts', 'create-admin', email],
    { cwd: repoRoot, env: serverEnv(Number(port), dataDirOf(origin), {}) },
  );
  const link = SETUP_LINK.exec(stdout)?.[0];
  if (link === undefined) throw new Error(`create-admin printed no setup link:\n${stdout}`);
  return link;
}

/**
 * A server of the test's own, for tests that stop and restart it: same port and database across
 * restarts, killed and removed at teardown. It runs as one node process (tsx as a loader rather than
 * the tsx command, which forks), so SIGTERM reaches the server's own shutdown handler.
 */
export class PrivateServer {
  private child: ChildProcess | null = null;
  private output = '';
  private listeningPort: number | null = null;

  private constructor(
    /** Its SQLite directory, kept across restarts. */
    readonly dataDir: string,
    /** Settings of its own, over the end-to-end ones. */
    private readonly settings: Record<string, string>,
  ) {}

  /** A server with an empty database directory; not started yet. */
  static create(settings: Record<string, string> = {}): PrivateServer {
    return new PrivateServer(mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-private-')), settings);
  }

  /**
   * The port it listens on, the same after every restart. The first start lets the OS choose it
   * (port 0), so parallel tests never race for a port one of them only probed.
   */
  get port(): number {
    if (this.listeningPort === null) throw new Error('the private server has not started yet');
    return this.listeningPort;
  }

  /** The server's address for HTTP calls from the test (the API, the simulator). */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The address of a brand's page on this server (Chromium resolves *.localhost to loopback). */
  brandUrl(brand: BrandId, query = ''): string {
    return `http://${brand}.localhost:${this.port}/${query}`;
  }

  /** True while the process runs. */
  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the process and waits until it announced its port and its health probe answers. */
  async start(): Promise<void> {
    if (this.child) throw new Error('the private server is already running');
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: serverEnv(this.listeningPort ?? 0, this.dataDir, this.settings),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.child = child;
    await this.waitReady(child);
    privateDataDirs.set(this.origin, this.dataDir);
  }

  /** Sends SIGTERM (a graceful stop, as a deploy does) and waits for the process to exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = exitOf(child);
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the private server ignored SIGTERM for ${STOP_TIMEOUT_MS} ms:\n${this.output}`);
    }
  }

  /** Kills the process if it still runs and removes its database. */
  async dispose(): Promise<void> {
    const child = this.child;
    if (child) {
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** What the process printed lately (for failure messages). */
  get recentOutput(): string {
    return this.output;
  }

  /** Waits for this process's own banner (not another server's answer on the port), then its health. */
  private async waitReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child !== child) throw new Error(`the private server exited during start:\n${this.output}`);
      const announced = LISTENING_LINE.exec(this.output);
      if (announced?.[1] !== undefined) {
        this.listeningPort = Number(announced[1]);
        try {
          if ((await fetch(`${this.origin}${HEALTH_PATH}`)).ok) return;
        } catch {
          // Listening but not answering yet.
        }
      }
      await delay(100);
    }
    throw new Error(`the private server was not ready within ${START_TIMEOUT_MS} ms:\n${this.output}`);
  }
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

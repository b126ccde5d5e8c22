import { rmSync } from 'node:fs';

/** Removes the run's temporary database directory. */
export default function globalTeardown(): void {
  const dir = process.env.SB_E2E_DATA_DIR;
  if (dir?.includes('switchboard-e2e-')) rmSync(dir, { recursive: true, force: true });
}

import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import type { CodeReceiveService } from './receive.service.ts';
import type { RentalRow } from './rentals.repo.ts';

/**
 * Outside production: answers each lock with a made-up code after a delay, so a new user sees the
 * whole flow without a real app. One timer per lock; a lock released (or re-locked) before its timer
 * fires gets nothing, because the sink only accepts texts for the current holder and lock.
 */
export class CodeAutoAnswer {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly receive: CodeReceiveService,
    private readonly seconds: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Schedules the answer of a lock (no-op when switched off). */
  schedule(rental: RentalRow): void {
    if (this.seconds <= 0 || this.closed) return;
    const key = `${rental.id}:${rental.locked_at}`;
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      void this.answer(rental);
    }, this.seconds * 1000);
    timer.unref();
    this.timers.set(key, timer);
  }

  /** Clears every pending timer (on app close). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async answer(rental: RentalRow): Promise<void> {
    if (this.closed) return;
    try {
      // Only the lock this timer was made for: a newer lock or a release means the user moved on.
      if (!(await this.receive.isCurrentLock(rental.id, rental.locked_at))) return;
      await this.receive.receive(rental.full_number, rental.app);
    } catch (error) {
      if (error instanceof AppError) return;
      this.log.warn({ err: error }, 'verification auto-answer failed');
    }
  }
}

/** What became of one item of a batch: its value, or the error it alone failed with. */
export type ItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/** How a GroupCommit forms its batches. */
export interface GroupCommitOptions {
  /** Most items in one batch; a full batch starts at once. */
  maxBatch: number;
  /** Most batches running at once; items arriving meanwhile wait and go together in the next one. */
  maxInFlight: number;
  /**
   * How long the first item of a batch waits for others (ms). 0: until the end of the event-loop
   * turn that queued it, so a lone item waits for nothing and items that arrived together (one read
   * of several sockets) go together; under load batches grow while the previous one commits.
   */
  windowMs: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items submitted close together are handed to `run` as one batch, so one
 * transaction, and one commit, serves all of them. `run` answers one outcome per item, in order,
 * so an item that fails fails alone; if `run` itself throws, every item of the batch gets that error.
 * Each submit resolves only once its batch has finished.
 */
export class GroupCommit<I, O> {
  readonly #queue: Waiting<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;
  readonly #idle = new Set<() => void>();

  constructor(
    private readonly run: (items: readonly I[]) => Promise<ItemOutcome<O>[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Queues an item; resolves with its outcome once its batch ran. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (this.#queue.length >= this.options.maxBatch && this.#inFlight < this.options.maxInFlight) {
        this.#start();
        return;
      }
      this.#schedule();
    });
  }

  /** Resolves once nothing is queued or running (on shutdown, before the database closes). */
  drain(): Promise<void> {
    if (this.#queue.length === 0 && this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.add(resolve));
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= this.options.maxInFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    const fire = () => {
      this.#scheduled = false;
      if (this.#inFlight < this.options.maxInFlight) this.#start();
    };
    if (this.options.windowMs > 0) setTimeout(fire, this.options.windowMs);
    else setImmediate(fire);
  }

  #start(): void {
    const batch = this.#queue.splice(0, this.options.maxBatch);
    if (batch.length === 0) return;
    this.#inFlight += 1;
    void this.#settle(batch).finally(() => {
      this.#inFlight -= 1;
      if (this.#queue.length >= this.options.maxBatch) this.#start();
      else this.#schedule();
      if (this.#queue.length === 0 && this.#inFlight === 0) {
        for (const resolve of this.#idle) resolve();
        this.#idle.clear();
      }
    });
  }

  async #settle(batch: readonly Waiting<I, O>[]): Promise<void> {
    let outcomes: ItemOutcome<O>[];
    try {
      outcomes = await this.run(batch.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const [index, waiting] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome === undefined) waiting.reject(new Error('group commit: no outcome for an item'));
      else if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    }
  }
}

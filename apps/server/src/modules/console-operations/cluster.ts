import { type NodeHealth, nodeHealthSchema } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeServer } from '../../realtime/index.ts';
import type { NodeHealthProbe } from './node-health.ts';

/**
 * Longest wait for the other nodes. The adapter gives up on a node after 5 s by itself; this bound
 * also covers a Redis that takes the request and never passes it on.
 */
const ASK_TIMEOUT_MS = 5500;

/** Answers the other nodes' question with this node's health. */
export function answerNodeHealth(io: RealtimeServer, probe: NodeHealthProbe): void {
  io.on('nodeHealth', (ack) => {
    if (typeof ack === 'function') ack(probe.snapshot(false));
  });
}

/** What the other nodes said, and whether all of those the adapter knows of answered. */
export interface OtherNodes {
  nodes: NodeHealth[];
  complete: boolean;
}

/**
 * Asks every other node, through the adapter, to describe itself. The adapter knows the nodes from
 * their heartbeats on the Redis stream, so nothing has to announce itself elsewhere; a node that
 * stopped drops out of its list after the heartbeat timeout. Never throws: a node that does not
 * answer in time, or answers in another shape (another version mid-rollout), makes the list incomplete.
 */
export async function askOtherNodes(io: RealtimeServer, log: FastifyBaseLogger): Promise<OtherNodes> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the other nodes did not answer in time')), ASK_TIMEOUT_MS);
  });
  let answers: unknown[];
  let complete = true;
  try {
    answers = await Promise.race([io.serverSideEmitWithAck('nodeHealth'), late]);
  } catch (error) {
    log.warn({ err: error }, 'operations: some nodes did not describe themselves');
    answers = (error as { responses?: unknown[] }).responses ?? [];
    complete = false;
  } finally {
    clearTimeout(timer);
  }
  const nodes: NodeHealth[] = [];
  for (const answer of answers) {
    const parsed = nodeHealthSchema.safeParse(answer);
    if (parsed.success) nodes.push(parsed.data);
    else complete = false;
  }
  return { nodes, complete };
}

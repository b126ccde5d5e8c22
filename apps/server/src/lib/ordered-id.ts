import { v7 } from 'uuid';

/**
 * A UUIDv7: its text sorts in the order this node made it, within a millisecond too (a counter). Lists
 * that break a tie on the same time by id (messages stored in one batch share their time) then show
 * them in the order they arrived, not in a random one.
 */
export function orderedId(): string {
  return v7();
}

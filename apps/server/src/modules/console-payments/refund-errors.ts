import { Retcode } from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';

/** A refund of an order whose account was deleted: its balance was written off with it. */
export const accountDeleted = (orderId: string) =>
  new AppError(Retcode.NOT_FOUND, `orderId: the account of order ${orderId} is deleted`, {
    say: say('consoleUserDeleted'),
  });

import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';

/** Presses a button of the sandbox checkout page of an order (paid, failed or cancelled). */
export function deliverSandbox(
  t: TestApp,
  orderId: string,
  outcome: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${orderId}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

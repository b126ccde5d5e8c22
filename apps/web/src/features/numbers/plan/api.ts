import { changePlanDataSchema, managePlanDataSchema, preChangePlanDataSchema } from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/api/queries.ts';

/** Query key of one number's plans, invalidated after a change so both badges refresh. */
export const managePlanKey = queryKeys.numberPlan;

/** GET /getManagePlanList: current plan, pending change and the plans a number can change to. */
export function getManagePlanList(virtualNumber: string) {
  return apiRequest('getManagePlanList', { query: { virtualNumber }, schema: managePlanDataSchema });
}

/** GET /preChangePlan: the timings a change to the plan can take (empty when it cannot). */
export function preChangePlan(virtualNumber: string, planId: string) {
  return apiRequest('preChangePlan', { query: { virtualNumber, planId }, schema: preChangePlanDataSchema });
}

/** GET /changePlan: applies the change now (type 1) or at the next cycle (type 2). */
export function changePlan(virtualNumber: string, planId: string, type: 1 | 2) {
  return apiRequest('changePlan', { query: { virtualNumber, planId, type }, schema: changePlanDataSchema });
}

import { z } from 'zod';

/** GET /healthz answer (outside /web): the node is up and its database answers. */
export const healthDataSchema = z.object({
  /** 'ok' when a trivial query succeeded. */
  db: z.literal('ok'),
  /** Database engine in use. */
  dialect: z.enum(['sqlite', 'postgres']),
});
/** Health probe answer. */
export type HealthData = z.infer<typeof healthDataSchema>;

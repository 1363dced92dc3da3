import { z } from 'zod';

export const CheckStatusSchema = z.enum(['ok', 'error']);

export const HealthReportSchema = z
  .object({
    status: CheckStatusSchema,
    checks: z.object({ postgres: CheckStatusSchema, redis: CheckStatusSchema }),
  })
  .meta({ id: 'HealthReport' });

export type CheckStatus = z.infer<typeof CheckStatusSchema>;
export type HealthReport = z.infer<typeof HealthReportSchema>;
export type HealthCheckName = keyof HealthReport['checks'];

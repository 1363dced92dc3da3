import { z } from 'zod';
// The subpath, not the package: the web app reads this schema, and the package's index brings the SDKs.
import { EMBEDDABLE_PORTS } from '@impromptu/integrations/adapter-choice';

export const CheckStatusSchema = z.enum(['ok', 'error']);

export const HealthReportSchema = z
  .object({
    status: CheckStatusSchema,
    checks: z.object({ postgres: CheckStatusSchema, redis: CheckStatusSchema }),
    embedded: z.array(z.enum(EMBEDDABLE_PORTS)).meta({
      description:
        'The ports of this BFF that run their embedded stand-in instead of the real service: the default outside production, named explicitly (MEETINGS_ADAPTER=embedded, …) in it',
    }),
  })
  .meta({ id: 'HealthReport' });

export type HealthReport = z.infer<typeof HealthReportSchema>;
export type HealthCheckName = keyof HealthReport['checks'];

import type {
  ClassBannerSchema,
  CohortDashboardSchema,
  RegistrationListSchema,
  ScheduledClassSchema,
} from '@impromptu/bff/contracts';
import type { z } from 'zod';

export type ScheduledClass = z.output<typeof ScheduledClassSchema>;
export type RegistrationList = z.output<typeof RegistrationListSchema>;
export type ClassBanner = z.output<typeof ClassBannerSchema>;
export type CohortDashboard = z.output<typeof CohortDashboardSchema>;

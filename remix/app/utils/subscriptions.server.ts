import { z } from 'zod';

const schema = z.object({
  // The Coach-Led card opens the external cohort page (spec 3 §2.5).
  COHORT_PAGE_URL: z.url({ protocol: /^https?$/ }).default('https://impromptu.example/cohorts'),
});

// Validated once when the server bundle loads, so a bad setting stops the start instead of a request.
export const subscriptionsConfig = schema.parse(
  Object.fromEntries(Object.entries({ COHORT_PAGE_URL: process.env.COHORT_PAGE_URL }).filter(([, value]) => value)),
);

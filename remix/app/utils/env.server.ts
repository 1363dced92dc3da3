import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  BFF_URL: z.url().default('http://127.0.0.1:4000'),
  BFF_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

// Validated once when the server bundle loads, so a bad setting stops the start instead of a request.
export const env: Env = parseEnv(process.env);

/** The only environment values that may reach the browser (as window.ENV). */
export function getPublicEnv() {
  return { MODE: env.NODE_ENV };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;

declare global {
  interface Window {
    ENV: PublicEnv;
  }
}

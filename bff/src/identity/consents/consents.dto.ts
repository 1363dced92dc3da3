import { z } from 'zod';
import type { Consent } from '@impromptu/db';

const purposeName = z.string().min(1).max(64);
const UsPurposesSchema = z.union([z.array(purposeName).max(32), z.record(purposeName, z.boolean())]);

export const SaveConsentBodySchema = z
  .object({
    cookiePurposes: z
      .record(purposeName, z.boolean())
      .meta({ description: 'Consent per purpose', example: { necessary: true, analytics: false } }),
    cookieTimestamp: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }).meta({
      description: 'When the browser recorded the choice; the newer record wins',
    }),
    cookieVersion: z.string().trim().min(1).max(64),
    cookiePolicyId: z.string().max(128).nullable().optional(),
    usPrivacyCookie: z.string().max(64).nullable().optional(),
    usPurposes: UsPurposesSchema.nullable().optional().meta({ description: 'US privacy purposes (sh, adv)' }),
  })
  .meta({ id: 'SaveConsent' });

const value = <T extends z.ZodType>(schema: T) => z.object({ value: schema });

export const ConsentPreferencesSchema = z
  .object({
    preferences: z.object({
      cookiePurposes: value(z.record(z.string(), z.boolean())),
      cookieTimestamp: value(z.string()),
      cookieVersion: value(z.string()),
      cookiePolicyId: value(z.string().nullable()),
      usPrivacyCookie: value(z.string().nullable()),
      usPurposes: value(UsPurposesSchema.nullable()),
    }),
  })
  .meta({
    id: 'ConsentPreferences',
    description: 'The consent preferences of spec 1 §3, as the consent provider shapes them',
  });

export type SaveConsentBody = z.infer<typeof SaveConsentBodySchema>;
export type ConsentPreferencesDto = z.infer<typeof ConsentPreferencesSchema>;

export function mapConsent(row: Consent): ConsentPreferencesDto {
  return {
    preferences: {
      cookiePurposes: { value: row.cookie_purposes },
      cookieTimestamp: { value: row.cookie_timestamp.toISOString() },
      cookieVersion: { value: row.cookie_version },
      cookiePolicyId: { value: row.cookie_policy_id },
      usPrivacyCookie: { value: row.us_privacy_cookie },
      usPurposes: { value: (row.us_purposes ?? null) as ConsentPreferencesDto['preferences']['usPurposes']['value'] },
    },
  };
}

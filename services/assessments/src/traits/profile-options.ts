import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { ProfileField } from '../schemas.js';

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));

/** XK (Kosovo) is a user-assigned code, not an ISO 3166-1 entry: the list keeps the 249 that are. */
const NOT_ISO = new Set(['XK']);

export interface ProfileOption {
  value: string;
  label: string;
}

const options = (...labels: string[]): ProfileOption[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    label,
  }));

/** The ISO 3166-1 countries (249), by alpha-2 code, named in English by a maintained library. */
export const COUNTRY_OPTIONS: ProfileOption[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(([value]) => !NOT_ISO.has(value))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The option lists of the wizard's first page (spec 3 §3). */
export const PROFILE_OPTIONS = {
  gender: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'undisclosed', label: 'Prefer not to say' },
  ],
  age: options('Under 18', '18–24', '25–34', '35–44', '45–54', '55–64', '65 or over'),
  education: options(
    'Secondary school',
    'Some college',
    "Bachelor's degree",
    "Master's degree",
    'Doctorate',
    'Vocational training',
    'Other',
  ),
  role: options(
    'Student',
    'Individual contributor',
    'Team lead or manager',
    'Executive',
    'Founder',
    'Educator',
    'Job seeker',
    'Other',
  ),
  expertise: options(
    'Beginner: I avoid speaking up',
    'Developing: I speak when I must',
    'Comfortable: I speak often',
    'Advanced: I speak for a living',
  ),
  industry: options(
    'Technology',
    'Finance',
    'Healthcare',
    'Education',
    'Consulting',
    'Sales and marketing',
    'Public sector',
    'Creative arts',
    'Other',
  ),
  referral: options('Newsletter', 'LinkedIn', 'Podcast', 'YouTube', 'A friend or colleague'),
  country: COUNTRY_OPTIONS,
} as const satisfies Record<ProfileField, ProfileOption[]>;

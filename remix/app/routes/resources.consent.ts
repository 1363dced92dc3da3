import { data, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { consentFor, type Consent, type ConsentChoice } from '~/consent/consent';
import { consentCookieHeader, readConsentCookie, syncConsent } from '~/consent/consent.server';
import { env } from '~/utils/env.server';
import { bffFor } from '~/utils/bff-session.server';
import { getOptionalUser } from '~/utils/session.server';

const toggle = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');

const consentFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept-all') }),
  z.object({ intent: z.literal('reject-all') }),
  z.object({
    intent: z.literal('customise'),
    functionality: toggle,
    measurement: toggle,
    targeting: toggle,
    sh: toggle,
    adv: toggle,
  }),
  // Spec 1 §4: compare the browser's record with the stored one; nothing new is chosen.
  z.object({ intent: z.literal('sync') }),
]);

function choiceFrom(form: z.infer<typeof consentFormSchema>): ConsentChoice | null {
  switch (form.intent) {
    case 'accept-all':
      return { kind: 'accept-all' };
    case 'reject-all':
      return { kind: 'reject-all' };
    case 'customise':
      return {
        kind: 'customise',
        purposes: {
          necessary: true,
          functionality: form.functionality,
          measurement: form.measurement,
          targeting: form.targeting,
        },
        us: { sh: form.sh, adv: form.adv },
      };
    case 'sync':
      return null;
  }
}

/** Saves a consent choice in the 365-day cookie and, for a signed-in user, on the server (GET/PUT /consents). */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = consentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      {
        consent: null,
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
      { status: 400 },
    );
  }

  const choice = choiceFrom(parsed.data);
  const browser: Consent | null = choice
    ? consentFor(choice, new Date(), env.consentPolicyId)
    : readConsentCookie(request);
  let keep: Consent | null = choice ? browser : null;

  const user = await getOptionalUser(request);
  if (user) {
    const stored = await syncConsent({ bff: bffFor(request), browser, signal: request.signal });
    if (stored) keep = stored;
  }

  const headers = new Headers();
  if (keep) headers.append('Set-Cookie', consentCookieHeader(keep, request));
  return data({ consent: keep ?? browser, issues: [] }, { headers });
}

import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { ErrorList, Field } from '~/components/forms';
import { ServiceNotice } from '~/components/service-notice';
import { Spinner } from '~/components/spinner';
import { userProfileSchema } from '~/utils/auth.server';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken, requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Profile | Settings | Impromptu' }];

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .refine((name) => !/[\u0000-\u001f\u007f]/u.test(name), `${label} must not contain control characters`);

// The one schema of the profile form: the browser validates with it, and so does the action.
const ProfileFormSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});

const PROFILE_INTENT = 'update-profile';
const REVOKE_INTENT = 'revoke-others';

const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

/** 'MMM d y, h:mm a' (spec 1 §9 dates) in the user's stored zone, so server and browser agree. */
function formatWhen(iso: string, timeZone: string | null): string {
  const date = new Date(iso);
  const zone = timeZone ?? 'UTC';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** A readable name for the browser and system of a session, from its user agent. */
function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /CrOS/.test(userAgent)
        ? 'ChromeOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

export async function loader({ request }: LoaderFunctionArgs) {
  const profile = await requireUser(request);
  const token = await getSessionToken(request);
  const timeZone = profile.user.ianaTimeZone ?? null;
  let sessions: { id: string; device: string; signedIn: string; lastActive: string; current: boolean }[] = [];
  let sessionsProblem: string | null = null;
  try {
    const list = await bff.request('/auth/sessions', { schema: z.array(activeSessionSchema), token: token ?? undefined, signal: request.signal });
    sessions = list.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      signedIn: formatWhen(session.createdAt, timeZone),
      lastActive: formatWhen(session.lastSeenAt, timeZone),
      current: session.current,
    }));
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    sessionsProblem = error.message;
  }
  return {
    email: profile.user.email,
    firstName: profile.user.firstName ?? '',
    lastName: profile.user.lastName ?? '',
    sessions,
    sessionsProblem,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const token = (await getSessionToken(request)) ?? undefined;
  const formData = await request.formData();

  if (formData.get('intent') === REVOKE_INTENT) {
    try {
      const { revoked } = await bff.request('/auth/sessions/revoke-others', {
        method: 'POST',
        schema: z.object({ revoked: z.number() }),
        token,
        signal: request.signal,
      });
      return data({ intent: REVOKE_INTENT, revoked, error: null, result: undefined });
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
      return data({ intent: REVOKE_INTENT, revoked: null, error: error.message, result: undefined }, { status: error.statusCode });
    }
  }

  const submission = parseWithZod(formData, { schema: ProfileFormSchema });
  if (submission.status !== 'success') {
    return data({ intent: PROFILE_INTENT, revoked: null, error: null, result: submission.reply() }, { status: 400 });
  }
  try {
    await bff.request('/user/me', { method: 'PATCH', schema: userProfileSchema, body: submission.value, token, signal: request.signal });
    return data({ intent: PROFILE_INTENT, revoked: null, error: null, result: submission.reply() });
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    // The BFF names the field of each problem; anything it does not tie to a field is a form error.
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const issue of error.issues) {
      const field = issue.path.split('.').pop() ?? '';
      if (field === 'firstName' || field === 'lastName') (fieldErrors[field] ??= []).push(issue.message);
    }
    if (Object.keys(fieldErrors).length === 0) formErrors.push(error.message);
    return data(
      { intent: PROFILE_INTENT, revoked: null, error: null, result: submission.reply({ fieldErrors, formErrors }) },
      { status: error.statusCode === 400 ? 400 : error.statusCode },
    );
  }
}

export default function ProfileSettings() {
  const { email, firstName, lastName, sessions, sessionsProblem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submittingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const profileResult = actionData?.intent === PROFILE_INTENT ? actionData.result : undefined;
  const saved = actionData?.intent === PROFILE_INTENT && profileResult?.status === 'success' && submittingIntent !== PROFILE_INTENT;

  const [form, fields] = useForm({
    id: 'profile-form',
    constraint: getZodConstraint(ProfileFormSchema),
    defaultValue: { firstName, lastName },
    lastResult: profileResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const others = sessions.filter((session) => !session.current).length;

  const buttonClass =
    'inline-flex items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink disabled:cursor-wait disabled:opacity-80';

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="profile-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="profile-heading" className="text-xl font-bold text-ink">
          Profile
        </h2>
        <dl className="mt-4">
          <dt className="text-sm font-semibold text-ink">E-mail</dt>
          <dd className="mt-1 break-all text-ink-muted">{email}</dd>
        </dl>
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-2">
          <input type="hidden" name="intent" value={PROFILE_INTENT} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              label="First name"
              inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
              errors={fields.firstName.errors}
              errorId={fields.firstName.errorId}
            />
            <Field
              label="Last name"
              inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
              errors={fields.lastName.errors}
              errorId={fields.lastName.errorId}
            />
          </div>
          <div role="alert" className="empty:hidden">
            <ErrorList id={form.errorId} errors={form.errors} />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={submittingIntent === PROFILE_INTENT} className={`${buttonClass} bg-brand-pink text-white hover:bg-brand-pink-dark`}>
              {submittingIntent === PROFILE_INTENT ? (
                <>
                  <Spinner className="h-4 w-4" />
                  Saving…
                </>
              ) : (
                'Save changes'
              )}
            </button>
            <p role="status" className="text-sm font-medium text-green-700">
              {saved ? 'Your profile has been saved.' : ''}
            </p>
          </div>
        </Form>
      </section>

      <section aria-labelledby="sessions-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="sessions-heading" className="text-xl font-bold text-ink">
          Active sessions
        </h2>
        <p className="mt-1 text-sm text-ink-muted">The browsers and devices where you are signed in.</p>
        {sessionsProblem ? (
          <div className="mt-4">
            <ServiceNotice title="Your sessions could not be loaded right now" message={sessionsProblem} />
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {session.device}
                    {session.current ? (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">Current session</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-ink-muted">Signed in {session.signedIn}</p>
                </div>
                <p className="text-sm text-ink-muted">{session.current ? 'Active now' : `Last active ${session.lastActive}`}</p>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value={REVOKE_INTENT} />
          <button
            type="submit"
            disabled={submittingIntent === REVOKE_INTENT || others === 0}
            className={`${buttonClass} border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {submittingIntent === REVOKE_INTENT ? <Spinner className="h-4 w-4" /> : null}
            Sign out other sessions
          </button>
          <p role="status" className="text-sm font-medium text-ink-muted">
            {actionData?.intent === REVOKE_INTENT
              ? actionData.error
                ? actionData.error
                : `Signed out ${actionData.revoked} other ${actionData.revoked === 1 ? 'session' : 'sessions'}.`
              : others === 0 && !sessionsProblem
                ? 'No other sessions are signed in.'
                : ''}
          </p>
        </Form>
      </section>
    </div>
  );
}

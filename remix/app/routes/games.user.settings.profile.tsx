import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { UpdateProfileBodySchema } from '@impromptu/bff/contracts';
import { auth, users } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { DATE_TIME_PATTERN, formatInZone } from '@impromptu/kernel';
import { ChangeEmailSection } from '~/account/change-email-section';
import { ChangePasswordSection } from '~/account/change-password-section';
import { DeleteAccountSection } from '~/account/delete-account-section';
import { DownloadDataSection } from '~/account/download-data-section';
import { ErrorList, FormField } from '~/components/forms';
import { ServiceNotice } from '~/components/service-notice';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';
import { StatusButton } from '~/components/status-button';
import { SettingsSection } from '~/account/settings-section';

export const meta: MetaFunction = () => [{ title: 'Profile | Settings | Impromptu' }];

const PROFILE_INTENT = 'update-profile';
const REVOKE_INTENT = 'revoke-others';

/** 'MMM d y, h:mm a' (spec 1 §9 dates) in the user's stored zone, so server and browser agree. */
function formatWhen(iso: string, timeZone: string | null): string {
  return formatInZone(iso, DATE_TIME_PATTERN, timeZone);
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
  const timeZone = profile.user.ianaTimeZone ?? null;
  let sessions: { id: string; device: string; signedIn: string; current: boolean }[] = [];
  let sessionsProblem: string | null = null;
  try {
    const list = await bffFor(request).call(auth.getSessions, {});
    sessions = list.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      signedIn: formatWhen(session.createdAt, timeZone),
      current: session.current,
    }));
  } catch (caught) {
    const error = bffRefusal(caught);
    sessionsProblem = error.message;
  }
  return {
    email: profile.user.email,
    signsInWithPassword: profile.user.signsInWithPassword,
    firstName: profile.user.firstName ?? '',
    lastName: profile.user.lastName ?? '',
    sessions,
    sessionsProblem,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.formData();

  if (formData.get('intent') === REVOKE_INTENT) {
    try {
      const { revoked } = await bffFor(request).call(auth.revokeOtherSessions, {});
      return data({ intent: REVOKE_INTENT, revoked, error: null, result: undefined });
    } catch (caught) {
      const error = bffRefusal(caught);
      return data(
        { intent: REVOKE_INTENT, revoked: null, error: error.message, result: undefined },
        { status: error.statusCode },
      );
    }
  }

  // The profile form is the BFF's PATCH /user/me body: the browser validates with its schema, and so does the action.
  const submission = parseWithZod(formData, { schema: UpdateProfileBodySchema });
  if (submission.status !== 'success') {
    return data({ intent: PROFILE_INTENT, revoked: null, error: null, result: submission.reply() }, { status: 400 });
  }
  try {
    await bffFor(request).call(users.updateMe, { body: submission.value });
    return data({ intent: PROFILE_INTENT, revoked: null, error: null, result: submission.reply() });
  } catch (caught) {
    const error = bffRefusal(caught);
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

/** A settings button waits, dimmed, while its form is sent. */
const SETTINGS_BUTTON = 'disabled:cursor-wait disabled:opacity-80';

export default function ProfileSettings() {
  const { email, signsInWithPassword, firstName, lastName, sessions, sessionsProblem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submittingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const profileResult = actionData?.intent === PROFILE_INTENT ? actionData.result : undefined;
  const saved =
    actionData?.intent === PROFILE_INTENT && profileResult?.status === 'success' && submittingIntent !== PROFILE_INTENT;

  const [form, fields] = useForm({
    id: 'profile-form',
    constraint: getZodConstraint(UpdateProfileBodySchema),
    defaultValue: { firstName, lastName },
    lastResult: profileResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateProfileBodySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const others = sessions.filter((session) => !session.current).length;
  const current = sessions.find((session) => session.current) ?? null;

  return (
    <div className="flex flex-col gap-8">
      <SettingsSection headingId="profile-heading" title="Profile">
        <dl className="mt-4">
          <dt className="text-sm font-semibold text-ink">E-mail</dt>
          <dd className="mt-1 break-all text-ink-muted">{email}</dd>
        </dl>
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-2">
          <input type="hidden" name="intent" value={PROFILE_INTENT} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <FormField label="First name" field={fields.firstName} type="text" autoComplete="given-name" />
            <FormField label="Last name" field={fields.lastName} type="text" autoComplete="family-name" />
          </div>
          <div role="alert" className="empty:hidden">
            <ErrorList id={form.errorId} errors={form.errors} />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <StatusButton
              variant="primary"
              size="md"
              intent={PROFILE_INTENT}
              pendingLabel="Saving…"
              spinnerClassName="h-4 w-4"
              className={SETTINGS_BUTTON}
            >
              Save changes
            </StatusButton>
            <p role="status" className="text-sm font-medium text-green-700">
              {saved ? 'Your profile has been saved.' : ''}
            </p>
          </div>
        </Form>
      </SettingsSection>

      <ChangeEmailSection email={email} />
      {signsInWithPassword ? <ChangePasswordSection /> : null}

      <SettingsSection headingId="sessions-heading" title="Active sessions">
        <p className="mt-1 text-sm text-ink-muted">The browsers and devices where you are signed in.</p>
        {sessionsProblem ? (
          <div className="mt-4">
            <ServiceNotice title="Your sessions could not be loaded right now" message={sessionsProblem} />
          </div>
        ) : current ? (
          // This browser's session, and the others as a count: a long list helps no one on a phone.
          <div className="mt-4 flex flex-col gap-1 rounded-xl border border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {current.device}
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">
                  Current session
                </span>
              </p>
              <p className="text-sm text-ink-muted">Signed in {current.signedIn}</p>
            </div>
            <p className="text-sm text-ink-muted">Active now</p>
          </div>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value={REVOKE_INTENT} />
          {sessionsProblem ? null : (
            <p className="w-full text-sm text-ink">
              {others === 0
                ? 'You are not signed in anywhere else.'
                : `You are also signed in on ${others} other ${others === 1 ? 'browser or device' : 'browsers or devices'}.`}
            </p>
          )}
          {others > 0 ? (
            <StatusButton
              variant="secondary"
              size="md"
              intent={REVOKE_INTENT}
              spinnerClassName="h-4 w-4"
              className={SETTINGS_BUTTON}
            >
              Sign out the others
            </StatusButton>
          ) : null}
          <p role="status" className="text-sm font-medium text-ink-muted">
            {actionData?.intent === REVOKE_INTENT
              ? actionData.error
                ? actionData.error
                : `Signed out ${actionData.revoked} other ${actionData.revoked === 1 ? 'session' : 'sessions'}.`
              : ''}
          </p>
        </Form>
      </SettingsSection>

      <DownloadDataSection />
      <DeleteAccountSection signsInWithPassword={signsInWithPassword} />
    </div>
  );
}

import { CreateNotificationBodySchema } from '@impromptu/bff/contracts';
import { notificationsAdmin } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { AdminPageHeader, AdminSection } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { DataTable } from '~/components/data-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList, inputClass, Labelled, SubmitButton } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { formErrors, formTrimmed, parseForm, thenParse } from '~/utils/form-data.server';

export const meta: MetaFunction = () => [{ title: 'Notifications | Admin | Impromptu' }];

const TYPE_LABELS = { BANNER: 'Banner', BANNER_CALENDLY: 'Booking banner' } as const;
const EVERYONE = 'everyone';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return bffFor(request).call(notificationsAdmin.list, {});
}

export const ErrorBoundary = GeneralErrorBoundary;

type FieldName = 'name' | 'type' | 'smallBody' | 'largeBody' | 'ctaButtonText' | 'ctaUrl' | 'groupId';
type FieldErrors = Partial<Record<FieldName | 'form', string[]>>;

/** Field errors from issue paths ('groupId', 'body.groupId'), the rest as the form's. */
function fieldErrors(issues: { path: string; message: string }[], fallback: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '') as FieldName;
    const key = ['name', 'type', 'smallBody', 'largeBody', 'ctaButtonText', 'ctaUrl', 'groupId'].includes(field)
      ? field
      : 'form';
    (errors[key] ??= []).push(key === 'form' ? issue.message : sentence(issue.message));
  }
  if (!issues.length) errors.form = [fallback];
  return errors;
}

/** 'is required' → 'This field is required.'; a full sentence stays as it is. */
function sentence(message: string): string {
  return /^[A-Z]/.test(message) ? message : `This field ${message}.`;
}

/** The form's fields, trimmed, an empty link or button text as none, and 'everyone' as no group; then the BFF's body. */
const NotificationFormSchema = thenParse(
  z.object({
    name: formTrimmed,
    type: formTrimmed,
    smallBody: formTrimmed,
    largeBody: formTrimmed,
    ctaUrl: formTrimmed.transform((value) => value || null),
    ctaButtonText: formTrimmed.transform((value) => value || null),
    groupId: formTrimmed.transform((group) => (group === EVERYONE ? null : group)),
  }),
  CreateNotificationBodySchema,
);

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseForm(await request.formData(), NotificationFormSchema);
  if (submission.status !== 'success') {
    const issues = Object.entries(formErrors(submission.error)).flatMap(([path, messages]) =>
      messages.map((message) => ({ path, message })),
    );
    return data({ ok: false as const, errors: fieldErrors(issues, 'Check the form.') }, { status: 400 });
  }
  try {
    const created = await bffFor(request).call(notificationsAdmin.create, { body: submission.value });
    return data({ ok: true as const, created: created.name });
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return data({ ok: false as const, errors: fieldErrors(error.issues, error.message) }, { status: error.statusCode });
  }
}

export default function AdminNotifications() {
  const { notifications, groups } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const errors: FieldErrors = result && !result.ok ? result.errors : {};
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset();
      statusRef.current?.focus();
    }
  }, [result]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Notifications">
        Banners at the top of the app. A learner sees each one until they dismiss it. Send one to everyone or to the
        members of one group.
      </AdminPageHeader>

      <AdminSection id="new-notification" heading="New notification" card>
        {result?.ok ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            className="mt-3 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800"
          >
            Notification “{result.created}” created.
          </p>
        ) : null}
        {errors.form ? (
          <div role="alert" className="mt-3">
            <ErrorList errors={errors.form} />
          </div>
        ) : null}
        <Form ref={formRef} method="post" noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
          <Labelled label="Name" hint="For admins only; must be unique." errors={errors.name}>
            {(props) => <input {...props} name="name" required maxLength={100} className={inputClass} />}
          </Labelled>
          <Labelled label="Audience" errors={errors.groupId}>
            {(props) => (
              <select {...props} name="groupId" defaultValue={EVERYONE} className={inputClass}>
                <option value={EVERYONE}>Everyone</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">Type</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['BANNER', 'BANNER_CALENDLY'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name="type"
                    value={type}
                    defaultChecked={type === 'BANNER'}
                    className="h-4 w-4 accent-brand-pink"
                  />
                  {TYPE_LABELS[type]}
                  {type === 'BANNER_CALENDLY' ? (
                    <span className="text-sm text-ink-muted">(the button books a call, in a new tab)</span>
                  ) : null}
                </label>
              ))}
            </div>
            <ErrorList errors={errors.type} />
          </fieldset>
          <div className="sm:col-span-2">
            <Labelled label="Short text" hint="Shown in the banner; up to 200 characters." errors={errors.smallBody}>
              {(props) => <input {...props} name="smallBody" required maxLength={200} className={inputClass} />}
            </Labelled>
          </div>
          <div className="sm:col-span-2">
            <Labelled label="Long text (optional)" hint="Shown under 'Show more'." errors={errors.largeBody}>
              {(props) => <textarea {...props} name="largeBody" rows={3} maxLength={1000} className={inputClass} />}
            </Labelled>
          </div>
          <Labelled label="Button text (optional)" errors={errors.ctaButtonText}>
            {(props) => <input {...props} name="ctaButtonText" maxLength={40} className={inputClass} />}
          </Labelled>
          <Labelled
            label="Button URL (optional)"
            hint="A page of the app (/games/…) or an https address."
            errors={errors.ctaUrl}
          >
            {(props) => <input {...props} name="ctaUrl" inputMode="url" maxLength={500} className={inputClass} />}
          </Labelled>
          <div className="sm:col-span-2 sm:max-w-xs">
            <SubmitButton pending={pending} pendingLabel="Creating…">
              Create notification
            </SubmitButton>
          </div>
        </Form>
      </AdminSection>

      <AdminSection id="all-notifications" heading="All notifications">
        {notifications.length ? (
          <DataTable
            label="Table of all notifications"
            columns={[
              'Name',
              'Type',
              'Audience',
              'Short text',
              { heading: 'Times shown', numeric: true },
              { heading: 'Dismissed by', numeric: true },
            ]}
          >
            {notifications.map((notification) => (
              <tr key={notification.id}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {notification.name}
                </th>
                <td className="px-4 py-3">{TYPE_LABELS[notification.type]}</td>
                <td className="px-4 py-3">{notification.groupName ?? 'Everyone'}</td>
                <td className="px-4 py-3">{notification.content.smallBody}</td>
                <td className="px-4 py-3 text-right tabular-nums">{notification.impressionCount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{notification.seenCount}</td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="mt-3 text-ink-muted">No notifications yet.</p>
        )}
      </AdminSection>
    </div>
  );
}

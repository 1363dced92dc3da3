import { shape } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { fieldErrorsOf } from '~/account/account-forms';
import { PROFILE_LISTS, PROFILE_TEXT } from '~/assessments/profile-fields';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { formText, parseForm } from '~/utils/form-data.server';
import { requireUser } from '~/utils/session.server';
import { StatusButton } from '~/components/status-button';
import { SettingsSection } from '~/account/settings-section';

export const meta: MetaFunction = () => [{ title: 'Details | Settings | Impromptu' }];

// The name is Profile's; Details holds what the Shape wizard's first page asks besides it (spec 3 §2.1, §5).
const WRITTEN = PROFILE_TEXT.filter(([field]) => field === 'school' || field === 'benefit');

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return bffFor(request).call(shape.details, {});
}

/** The written answers and the chosen options, as the form sent them: the BFF checks them and names a field at fault. */
const DetailsFormSchema = z.object(
  Object.fromEntries([...WRITTEN, ...PROFILE_LISTS].map(([field]) => [field, formText] as const)),
);

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseForm(await request.formData(), DetailsFormSchema);
  // The fields as the form sent them, unchecked here: the BFF names a field at fault in its own words.
  const forwardBody = submission.status === 'success' ? submission.value : {};
  try {
    await bffFor(request).call(shape.updateDetails, { forwardBody, signal: null });
    return data({ saved: true, errors: {} as Record<string, string>, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    // The first problem of each field, named as the form names it.
    const errors = Object.fromEntries(
      Object.entries(fieldErrorsOf(error.issues)).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    return data(
      { saved: false, errors, error: Object.keys(errors).length === 0 ? error.message : null },
      { status: error.statusCode },
    );
  }
}

const fieldClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink';

/** /games/user/settings/details: the learner's details, as the Shape wizard's first page asked them. */
export default function DetailsSettings() {
  const { details, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  return (
    <SettingsSection headingId="details-heading" title="Details">
      <p className="mt-1 text-ink-muted">
        What you told us about yourself: it shapes your Shape &amp; Score and what we suggest. School and what you hope
        to get from training are required; the rest is up to you.
      </p>
      <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2" noValidate>
        {WRITTEN.map(([field, label]) => (
          <label key={field} className={`block font-semibold text-ink ${field === 'benefit' ? 'sm:col-span-2' : ''}`}>
            {label} <span aria-hidden="true">*</span>
            <input
              name={field}
              className={fieldClass}
              defaultValue={details[field] ?? ''}
              required
              aria-invalid={result?.errors[field] ? true : undefined}
              aria-describedby={result?.errors[field] ? `${field}-error` : undefined}
            />
            {result?.errors[field] ? (
              <span id={`${field}-error`} className="mt-1 block text-sm font-normal text-red-700">
                {result.errors[field]}
              </span>
            ) : null}
          </label>
        ))}
        {PROFILE_LISTS.map(([field, label]) => (
          <label key={field} className="block font-semibold text-ink">
            {label} <span className="font-normal text-ink-muted">(optional)</span>
            <select name={field} className={fieldClass} defaultValue={details[field] ?? ''}>
              <option value="">Not answered</option>
              {(options[field] ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <StatusButton
            pending={saving}
            variant="primary"
            className="gap-2 px-6 py-2.5 text-sm font-semibold shadow-sm disabled:cursor-wait disabled:opacity-80"
          >
            Save details
          </StatusButton>
          <p role="status" className="text-sm font-semibold text-ink">
            {result?.saved && !saving ? 'Your details are saved.' : ''}
          </p>
          {result?.error ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {result.error}
            </p>
          ) : null}
        </div>
      </Form>
    </SettingsSection>
  );
}

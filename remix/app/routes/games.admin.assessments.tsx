import { admin, reportsAdmin } from '@impromptu/bff/routes';
import { gradePercent } from '@impromptu/assessments/rules';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { z } from 'zod';
import { formatDay, formatInZone } from '@impromptu/kernel';
import { AdminPageHeader, AdminSection } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { DataTable } from '~/components/data-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList, inputClass, SubmitButton } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { formErrors, formText, formTrimmed, parseForm, thenParse } from '~/utils/form-data.server';

export const meta: MetaFunction = () => [{ title: 'Assessments | Admin | Impromptu' }];

const monthOf = (day: string) => formatDay(day, 'MMMM y');
const dayOf = (iso: string, timeZone: string) => formatInZone(iso, 'MMM d, y', timeZone);

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireAdmin(request);
  const records = await bffFor(request).call(reportsAdmin.feedback, {});
  const timeZone = profile.user.ianaTimeZone;
  return {
    records: records.map((record) => ({
      id: record.id,
      email: record.email,
      type: record.type,
      featureId: record.featureId,
      rating: typeof record.metadata.userRating === 'number' ? record.metadata.userRating : null,
      answer: answerOf(record.type, record.metadata),
      recorded: dayOf(record.createdAt, timeZone),
    })),
  };
}

export const ErrorBoundary = GeneralErrorBoundary;

/** A survey's follow-up answer; an automatic snapshot's confidence check ('Final confidence 4 of 5'). */
function answerOf(type: string, metadata: Record<string, unknown>): string | null {
  if (type === 'AUTOMATIC_SNAPSHOT' && typeof metadata.confidence === 'number') {
    return `${metadata.stage === 'final' ? 'Final' : 'Initial'} confidence ${metadata.confidence} of 5`;
  }
  return typeof metadata.userFollowUpAnswer === 'string' ? metadata.userFollowUpAnswer : null;
}

const RunFormSchema = z.object({
  email: z.email('Enter the user’s e-mail address.').max(320),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseForm(
    await request.formData(),
    thenParse(z.object({ email: formTrimmed, month: formText }), RunFormSchema),
  );
  if (submission.status !== 'success')
    return data({ ok: false as const, errors: formErrors(submission.error) }, { status: 400 });
  const { email, month } = submission.value;
  const found = await bffFor(request).call(admin.listUsers, { query: { q: email } });
  const user = found.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
  if (!user)
    return data({ ok: false as const, errors: { email: ['No user has this e-mail address.'] } }, { status: 404 });
  try {
    const result = await bffFor(request).call(reportsAdmin.run, {
      body: { userId: user.id, ...(month ? { periodEnd: `${month}-01` } : {}) },
    });
    const assessment = result.assessment;
    return data({
      ok: true as const,
      name: user.name,
      computed: result.computed,
      month: assessment ? monthOf(assessment.endDate) : null,
      grade: assessment ? gradePercent(assessment.averageGrade) : null,
      topPercent: assessment ? 100 - Math.round(assessment.overallPercentile * 100) : null,
    });
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return data({ ok: false as const, errors: { form: [error.message] } }, { status: error.statusCode });
  }
}

function RunResult({
  result,
}: {
  result: { name: string; computed: boolean; month: string | null; grade: number | null; topPercent: number | null };
}) {
  if (!result.month) return <>{result.name} had no activity to assess in that month.</>;
  return (
    <>
      {result.computed
        ? `${result.name}’s assessment for ${result.month} is ready`
        : `${result.name}’s assessment for ${result.month} was already computed`}
      : average grade {result.grade}%, top {result.topPercent}%.
    </>
  );
}

export default function AdminAssessments() {
  const { records } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const errors: Record<string, string[] | undefined> = result && !result.ok ? result.errors : {};
  const emailId = useId();
  const monthId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.ok) statusRef.current?.focus();
  }, [result]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Assessments">
        The monthly assessments are computed on the 1st of each month. Run one user’s assessment now, and read the
        feedback learners leave.
      </AdminPageHeader>

      <AdminSection id="run-heading" heading="Run an assessment now" card>
        <p className="mt-1 text-ink-muted">
          A month is assessed once per user: running it again shows the one already computed.
        </p>
        {result?.ok ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            className="mt-3 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800"
          >
            <RunResult result={result} />
          </p>
        ) : null}
        {errors.form ? (
          <div role="alert" className="mt-3">
            <ErrorList errors={errors.form} />
          </div>
        ) : null}
        <Form method="post" noValidate className="mt-5 grid gap-5 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={emailId} className="text-sm font-semibold text-ink">
              User e-mail
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              className={inputClass}
            />
            <ErrorList id={`${emailId}-error`} errors={errors.email} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={monthId} className="text-sm font-semibold text-ink">
              Month (default: last month)
            </label>
            <input
              id={monthId}
              name="month"
              type="month"
              aria-invalid={Boolean(errors.month)}
              aria-describedby={errors.month ? `${monthId}-error` : undefined}
              className={inputClass}
            />
            <ErrorList id={`${monthId}-error`} errors={errors.month} />
          </div>
          <div className="sm:pt-7">
            <SubmitButton pending={pending} pendingLabel="Computing…">
              Run assessment
            </SubmitButton>
          </div>
        </Form>
      </AdminSection>

      <AdminSection id="feedback-heading" heading="Feedback records">
        <p className="mt-1 text-ink-muted">
          Star ratings with their follow-up answers (Survey) and automatic snapshots, newest first.
        </p>
        {records.length ? (
          <DataTable
            label="Table of feedback records"
            columns={['Recorded', 'User', 'Type', 'Feature', 'Rating', 'Answer']}
          >
            {records.map((record) => (
              <tr key={record.id}>
                <td className="whitespace-nowrap px-4 py-3">{record.recorded}</td>
                <td className="px-4 py-3">{record.email}</td>
                <td className="px-4 py-3">{record.type === 'SURVEY' ? 'Survey' : 'Automatic snapshot'}</td>
                <td className="px-4 py-3">{record.featureId}</td>
                <td className="px-4 py-3 tabular-nums">{record.rating === null ? '—' : `${record.rating} of 5`}</td>
                <td className="px-4 py-3">{record.answer ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="mt-3 text-ink-muted">No feedback yet.</p>
        )}
      </AdminSection>
    </div>
  );
}

import { AdminContentSaveSchema } from '@impromptu/bff/contracts';
import { admin } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '@impromptu/kernel';
import { Button } from '~/components/button';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { StatusButton } from '~/components/status-button';
import { ColumnHeadings } from '~/components/data-table';

export const meta: MetaFunction = () => [{ title: 'Game Content | Admin | Impromptu' }];

/** The three sections of the Game Content page (spec 2 §2), in order. */
const SECTIONS = [
  {
    type: 'TOPIC',
    title: 'Topics',
    singular: 'topic',
    plural: 'topics',
    example: 'the best day of the week, why socks disappear',
  },
  {
    type: 'TITLE',
    title: 'Titles',
    singular: 'title',
    plural: 'titles',
    example: 'the secret of happy mornings, lessons from a lighthouse',
  },
  {
    type: 'INTRODUCTION',
    title: 'Introductions',
    singular: 'introduction',
    plural: 'introductions',
    example: 'welcome back to the show, today we are talking about breakfast',
  },
] as const;

type ContentType = (typeof SECTIONS)[number]['type'];

/** How many entries a table shows before 'Show all'. */
const TABLE_PREVIEW = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireAdmin(request);
  const timeZone = profile.user.ianaTimeZone;
  const lists = await Promise.all(
    SECTIONS.map((section) => bffFor(request).call(admin.listContent, { query: { type: section.type } })),
  );
  const content = Object.fromEntries(
    SECTIONS.map((section, index) => [
      section.type,
      (lists[index] ?? []).map((item) => ({
        id: item.id,
        text: item.text,
        // 'MMM d y' (spec 1 §9) in the admin's own zone, so server and browser render the same text.
        added: formatDate(item.createdAt, timeZone),
      })),
    ]),
  ) as Record<ContentType, { id: string; text: string; added: string }[]>;
  return { content };
}

export const ErrorBoundary = GeneralErrorBoundary;

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = AdminContentSaveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      { ok: false as const, type: null, errors: parsed.error.issues.map((issue) => issue.message) },
      { status: 400 },
    );
  }
  const { type, text } = parsed.data;
  try {
    const result = await bffFor(request).call(admin.saveContent, { body: { type, text } });
    return data({ ok: true as const, type, inserted: result.inserted, skipped: result.skipped });
  } catch (caught) {
    const error = bffRefusal(caught);
    // Field problems (nothing left after splitting, an entry too long) read better than 'Validation failed'.
    const errors = error.issues.length > 0 ? error.issues.map((issue) => issue.message) : [error.message];
    return data({ ok: false as const, type, errors }, { status: error.statusCode });
  }
}

export default function GameContentPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Game Content">
        Add prompts to the Clean word set. Separate entries with commas; each is trimmed and saved in lower case, and
        entries that already exist are skipped.
      </AdminPageHeader>
      <div className="mt-8 flex flex-col gap-8">
        {SECTIONS.map((section) => (
          <ContentSection key={section.type} section={section} items={content[section.type]} />
        ))}
      </div>
    </div>
  );
}

function ContentSection({
  section,
  items,
}: {
  section: (typeof SECTIONS)[number];
  items: { id: string; text: string; added: string }[];
}) {
  const fetcher = useFetcher<typeof action>();
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const textareaId = `${id}-text`;
  const errorId = `${id}-errors`;
  const statusId = `${id}-status`;

  const pending = fetcher.state !== 'idle';
  const result = fetcher.data && fetcher.data.type === section.type ? fetcher.data : undefined;
  const errors = !pending && result && !result.ok ? result.errors : undefined;

  // A successful save empties the textarea; its entries now show in the table.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.type === section.type) setText('');
  }, [fetcher.state, fetcher.data, section.type]);

  const shown = showAll ? items : items.slice(0, TABLE_PREVIEW);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {section.title}
        </h2>
        <p className="text-sm text-ink-muted">
          {items.length} {items.length === 1 ? section.singular : section.plural}
        </p>
      </div>

      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="type" value={section.type} />
        <label htmlFor={textareaId} className="text-sm font-semibold text-ink">
          New {section.plural}, separated by commas
        </label>
        <textarea
          ref={textareaRef}
          id={textareaId}
          name="text"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={section.example}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : statusId}
          className={[
            'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400',
            'focus:outline-none focus:ring-2 focus:ring-offset-1',
            errors
              ? 'border-red-500 focus:ring-red-500'
              : 'border-slate-300 focus:border-brand-pink focus:ring-brand-pink',
          ].join(' ')}
        />
        <div role="alert" className="empty:hidden">
          <ErrorList id={errorId} errors={errors} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="md"
            className="disabled:cursor-not-allowed disabled:opacity-60"
            type="button"
            disabled={pending || text === ''}
            onClick={() => {
              setText('');
              textareaRef.current?.focus();
            }}
          >
            Cancel
          </Button>
          <StatusButton
            variant="primary"
            size="md"
            pending={pending}
            pendingLabel="Saving…"
            spinnerClassName="h-4 w-4"
            disabled={text.trim() === ''}
            className="disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait"
            aria-busy={pending || undefined}
          >
            Save
          </StatusButton>
          <p id={statusId} role="status" className="text-sm font-medium text-green-700">
            {!pending && result?.ok ? savedMessage(result.inserted, result.skipped, section) : ''}
          </p>
        </div>
      </fetcher.Form>

      {items.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-ink-muted">No {section.plural} yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">
              {section.title}, newest first{showAll ? '' : ` (the newest ${Math.min(TABLE_PREVIEW, items.length)})`}
            </caption>
            <thead className="bg-slate-50">
              <ColumnHeadings
                columns={['Text', { heading: 'Date added', className: 'w-36 whitespace-nowrap' }]}
                cellClassName="px-4 py-3 font-semibold text-ink"
              />
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {shown.map((item) => (
                <tr key={item.id}>
                  <td className="break-words px-4 py-2.5 text-ink">{item.text}</td>
                  <td className="whitespace-nowrap px-4 py-2.5 text-ink-muted">{item.added}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {items.length > TABLE_PREVIEW ? (
        <Button
          variant="plain"
          className="mt-3 rounded text-sm font-semibold text-brand-pink hover:underline"
          type="button"
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
        >
          {showAll ? `Show the newest ${TABLE_PREVIEW}` : `Show all ${items.length} ${section.plural}`}
        </Button>
      ) : null}
    </section>
  );
}

function savedMessage(inserted: number, skipped: number, section: { singular: string; plural: string }): string {
  const added = `Added ${inserted} ${inserted === 1 ? section.singular : section.plural}.`;
  if (skipped === 0) return added;
  return `${added} ${skipped} already existed and ${skipped === 1 ? 'was' : 'were'} skipped.`;
}

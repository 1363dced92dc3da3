import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useState } from 'react';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { BulkUploadPane } from '~/classes/bulk-upload/bulk-upload-pane';
import { BULK_KINDS, type BulkKind } from '~/classes/bulk-upload/csv';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Fundamentals | Admin | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

/** The bulk upload screen of spec 3 §2.12, titled Fundamentals: Users, Scheduled Events and User Scheduled Events. */
export default function FundamentalsUploadPage() {
  const [kind, setKind] = useState<BulkKind>('users');
  const pane = BULK_KINDS.find((k) => k.kind === kind) ?? BULK_KINDS[0]!;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Fundamentals">
        Upload users and their group, class schedules and registrations from CSV files. Every row is checked before
        anything is sent; rows with problems are left out and listed for you to fix, and each row is written whole or
        not at all.
      </AdminPageHeader>
      <div className="mt-8">
        <label htmlFor="bulk-kind" className="block font-semibold text-ink">
          What to upload
        </label>
        <select
          id="bulk-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as BulkKind)}
          className="mt-1 min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-ink"
        >
          {BULK_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <BulkUploadPane
        key={pane.kind}
        kind={pane.kind}
        label={pane.label}
        path={pane.path}
        note={
          pane.kind === 'users'
            ? 'One upload may hold only one group: every row names the same groupName and groupType.'
            : undefined
        }
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

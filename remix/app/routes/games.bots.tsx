import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Bots | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;

export default function BotsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Bots</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Creating AI coach bots for a class and reviewing their audio recordings arrive with the AI coach bots.
      </p>
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { focusRing } from '~/components/button';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Admin | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

// The admin tools that exist so far; the rest arrive with their issues.
const tools = [
  {
    title: 'Game Content',
    to: '/games/admin/content',
    text: 'The topics, titles and introductions the games draw from.',
  },
  {
    title: 'Fundamentals',
    to: '/games/admin/fundamentals',
    text: 'Bulk upload of users and groups, class schedules and registrations from CSV files.',
  },
  {
    title: 'Lesson videos',
    to: '/games/admin/lessons',
    text: 'Record or upload a coach video for a lecture or a Virtual Coach lesson, with captions, and publish it.',
  },
  { title: 'Users', to: '/games/admin/users', text: 'Every user with their type, preferred game and current streak.' },
  {
    title: 'E-mails',
    to: '/games/admin/emails',
    text: 'The e-mails Impromptu has sent, such as lesson unlock e-mails, newest first.',
  },
  {
    title: 'Notifications',
    to: '/games/admin/notifications',
    text: 'The banners at the top of the app, for everyone or for one group.',
  },
  {
    title: 'Assessments',
    to: '/games/admin/assessments',
    text: 'Run a user’s monthly assessment now, and read the feedback learners leave.',
  },
  {
    title: 'Billing reconciliation',
    to: '/games/admin/billing',
    text: 'The payment provider against what Impromptu shows each customer: differences found and repaired.',
  },
  { title: 'Bots', to: '/games/bots', text: 'The AI coach bots that record class exercises.' },
  { title: 'Games', to: '/games/dashboard', text: 'The game catalogue as learners see it.' },
] as const;

export const ErrorBoundary = GeneralErrorBoundary;

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Admin</h1>
      <p className="mt-3 text-lg text-ink-muted">Tools for running Impromptu. Only administrators see this page.</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${focusRing}`}
            >
              <span className="text-lg font-bold text-ink">{tool.title}</span>
              <span className="mt-2 text-ink-muted">{tool.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

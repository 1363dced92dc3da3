import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_SUPPORT_EMAIL } from './support-email';

/**
 * The address a person writes to about money, data or a page that failed: the root loader's (SUPPORT_EMAIL), or the
 * default where the root's data is missing (an error page of a failed root loader).
 */
export function useSupportEmail(): string {
  const root = useRouteLoaderData<{ supportEmail?: string }>('root');
  return root?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
}

const linkClass = 'font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline';

/** One sentence with the support address as a mailto link, for a question about `topic`. */
export function SupportLine({ topic, className = 'text-sm text-ink-muted' }: { topic: string; className?: string }) {
  const email = useSupportEmail();
  return (
    <p className={className}>
      {topic} Write to{' '}
      <a href={`mailto:${email}`} className={linkClass}>
        {email}
      </a>
      : a person reads every message.
    </p>
  );
}

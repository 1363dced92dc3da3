import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ButtonLink } from '~/components/button';
import { FullPageSpinner } from '~/components/spinner';
import { UNREADABLE_ANSWER } from '~/utils/bff-client';
import { isNotFound, RedirectLinkAnswerSchema, redirectTexts, type RedirectKind } from './redirect-link';

type Problem =
  | { type: 'not-found' }
  | { type: 'error'; statusCode: number | null; details: string }
  | { type: 'missing-id'; message: string };

/**
 * A redirect screen of spec 3 §2.15 and §4.7: 'Loading', one fetch of the link, then the browser
 * goes there; a 404 gives the not-found screen, anything else 'Something Went Wrong'.
 */
export function RedirectScreen({ kind, id }: { kind: RedirectKind; id?: string | null }) {
  const texts = redirectTexts[kind];
  const missingId = texts.missingId !== null && !id;
  const [problem, setProblem] = useState<Problem | null>(
    missingId && texts.missingId ? { type: 'missing-id', message: texts.missingId } : null,
  );
  // React runs effects twice in development; the link is fetched once all the same.
  const fetched = useRef(false);

  useEffect(() => {
    if (missingId || fetched.current) return;
    fetched.current = true;
    const search = new URLSearchParams({ kind });
    if (id) search.set('id', id);
    void (async () => {
      try {
        const response = await fetch(`/resources/redirect-link?${search}`, { headers: { accept: 'application/json' } });
        const read = RedirectLinkAnswerSchema.safeParse(await response.json());
        if (!read.success) {
          setProblem({ type: 'error', statusCode: response.status, details: UNREADABLE_ANSWER });
          return;
        }
        const body = read.data;
        if (body.ok) {
          window.location.assign(body.link);
          return;
        }
        if (isNotFound(body.message) || body.statusCode === 404) setProblem({ type: 'not-found' });
        else setProblem({ type: 'error', statusCode: body.statusCode, details: body.message });
      } catch (error) {
        setProblem({
          type: 'error',
          statusCode: null,
          details: error instanceof Error ? error.message : String(error),
        });
      }
    })();
  }, [kind, id, missingId]);

  if (!problem) return <FullPageSpinner label="Loading" />;

  switch (problem.type) {
    case 'missing-id':
      return (
        <ProblemScreen title="Something Went Wrong" tone="error">
          <p className="mt-4 text-lg text-ink">{problem.message}</p>
        </ProblemScreen>
      );
    case 'not-found':
      return (
        <ProblemScreen title={texts.notFoundTitle} tone="info">
          <p className="mt-4 text-lg text-ink-muted">{texts.notFoundIntro}</p>
          <div className="mt-6 w-full rounded-xl border border-slate-200 bg-slate-50 p-5 text-left">
            <h2 className="font-bold text-ink">Possible reasons</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
              {texts.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </ProblemScreen>
      );
    case 'error':
      return (
        <ProblemScreen title="Something Went Wrong" tone="error">
          <p className="mt-4 text-lg text-ink">{texts.errorMessage}</p>
          <p className="mt-2 text-ink-muted">{texts.failed}</p>
          <details className="mt-6 w-full rounded-xl border border-slate-200 bg-slate-50 p-4 text-left">
            <summary className="cursor-pointer rounded font-semibold text-ink">Technical details</summary>
            <p className="mt-2 break-words font-mono text-sm text-ink-muted">
              {problem.statusCode !== null ? `${problem.statusCode}: ` : ''}
              {problem.details}
            </p>
          </details>
        </ProblemScreen>
      );
    default: {
      const unreachable: never = problem;
      return unreachable;
    }
  }
}

function ProblemScreen({ title, tone, children }: { title: string; tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <section
      aria-labelledby="redirect-problem-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20"
    >
      <span
        aria-hidden="true"
        className={`flex h-16 w-16 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-yellow-light text-brand-yellow-dark'}`}
      >
        {tone === 'error' ? (
          <ExclamationTriangleIcon className="h-8 w-8" strokeWidth={2} />
        ) : (
          <MagnifyingGlassIcon className="h-8 w-8" strokeWidth={2} />
        )}
      </span>
      <h1 id="redirect-problem-heading" className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {title}
      </h1>
      {children}
      <ButtonLink to="/games/dashboard" variant="primary" className="mt-8 px-6 py-3 font-semibold shadow-sm">
        Return to Dashboard
      </ButtonLink>
    </section>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { focusRing } from '~/components/button';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { loadLessonMediaList } from '~/lesson-media/lesson-media-data.server';
import { mediaClock } from '~/lesson-media/media-clock';

export const meta: MetaFunction = () => [{ title: 'Lesson videos | Admin | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { targets: await loadLessonMediaList(request) };
}

export const ErrorBoundary = GeneralErrorBoundary;

/** Every lecture and Virtual Coach lesson, with the coach video published for it or the rendered lesson (issue 47). */
export default function LessonVideosPage() {
  const { targets } = useLoaderData<typeof loader>();
  const groups = [...new Set(targets.map((target) => target.context))];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Lesson videos</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Record or upload yourself teaching a lecture or a Virtual Coach lesson. Learners see your video, with its
        captions, in place of the rendered lesson; unpublish it and the rendered lesson shows again.
      </p>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
          <h2 id={`group-${group}`} className="text-xl font-bold text-ink">
            {group}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {targets
              .filter((target) => target.context === group)
              .map((target) => (
                <li key={`${target.kind}:${target.key}`}>
                  <Link
                    to={`/games/admin/lessons/${target.kind}/${target.key}`}
                    className={`flex flex-col gap-1 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between ${focusRing}`}
                  >
                    <span className="font-semibold text-ink">{target.title}</span>
                    <span className="text-sm text-ink-muted">
                      {target.published
                        ? `Coach video, version ${target.published.version} · ${mediaClock(target.published.durationSeconds)}`
                        : 'Rendered lesson'}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

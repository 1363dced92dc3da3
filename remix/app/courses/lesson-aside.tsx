import { Link } from '@remix-run/react';
import type { LessonCard, LessonPage } from './courses-types';
import { CourseProgress } from './lesson-card';

/** Beside a lecture: the course progress, the lesson breakdown ('Lesson summary' for the takeaway) and its additional resources. */
export function LessonAside({ page, lessons }: { page: LessonPage; lessons: LessonCard[] }) {
  const { course, lesson } = page;
  const points = lesson.breakdown.filter((item) => item.type !== 'takeaway');
  const takeaways = lesson.breakdown.filter((item) => item.type === 'takeaway');
  return (
    <aside className="flex flex-col gap-5">
      <CourseProgress courseSlug={course.slug} lessons={lessons} current={lesson.slug} />
      {lesson.breakdown.length > 0 ? (
        <section aria-labelledby="lesson-breakdown" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="lesson-breakdown" className="text-sm font-bold uppercase tracking-widest text-ink-muted">
            In this lesson
          </h2>
          {points.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-ink">
              {points.map((item) => (
                <li key={item.text}>{item.text}</li>
              ))}
            </ul>
          ) : null}
          {takeaways.map((item) => (
            <div key={item.text} className="mt-3 rounded-xl bg-brand-pink-light p-3">
              <h3 className="text-sm font-bold text-brand-pink-dark">Lesson summary</h3>
              <p className="mt-1 text-ink">{item.text}</p>
            </div>
          ))}
        </section>
      ) : null}
      {lesson.additionalResources.length > 0 ? (
        <section aria-labelledby="lesson-resources" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="lesson-resources" className="text-sm font-bold uppercase tracking-widest text-ink-muted">
            Additional resources
          </h2>
          <ul className="mt-2 flex flex-col gap-3">
            {lesson.additionalResources.map((resource) => (
              <li key={resource.resourceUrl}>
                {resource.isExternal ? (
                  <a
                    href={resource.resourceUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-pink-dark hover:underline"
                  >
                    {resource.title} <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={resource.resourceUrl} className="font-semibold text-brand-pink-dark hover:underline">
                    {resource.title}
                  </Link>
                )}
                {resource.instructions ? <p className="text-sm text-ink-muted">{resource.instructions}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

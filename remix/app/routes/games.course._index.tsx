import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Await, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { ServiceNotice } from '~/components/service-notice';
import { upgradeLinkFor } from '~/games/catalogue/upgrade.server';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { CourseCardPlaceholders, CourseCardView } from '~/courses/course-card';
import { CourseErrorScreen } from '~/courses/course-error';
import { hasCourses, loadCatalogue, type CatalogueResult } from '~/courses/courses-data.server';
import { courseCatalogueView, type CourseCard } from '~/courses/courses-types';
import { loadPageRead, requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction = () => [
  { title: 'Courses | Impromptu' },
  { name: 'description', content: 'Self-paced and cohort-based speaking courses.' },
];

/** /games/course: the catalogue (spec 2 §2), behind SELF_PACED_COURSES. The courses stream in behind three placeholders per section. */
export async function loader({ request }: LoaderFunctionArgs) {
  const profile = await requireUserWithPlan(request);
  if (!(await hasCourses(request))) throw new Response("Oops! You don't have access to this page", { status: 403 });
  // The view's one BFF read carries the catalogue with the shell (ADR 0043 addendum); else the catalogue streams in.
  const page = await loadPageRead(request, '/games/course');
  const catalogue: Promise<CatalogueResult> | CatalogueResult = page?.courses
    ? { catalogue: courseCatalogueView(page.courses), problem: null }
    : loadCatalogue(request);
  return { catalogue, upgrade: upgradeLinkFor(profile.plan) };
}

const SECTIONS = [
  {
    key: 'cohortBased',
    title: 'Cohort-Based',
    lead: 'Live classes with a coach and a small group, over several weeks.',
  },
  { key: 'selfPaced', title: 'Self-Paced', lead: 'Short lectures and practice sessions, taken whenever suits you.' },
  { key: 'inDevelopment', title: 'In Development', lead: 'Drafts only admins can see.' },
] as const;

export default function CourseCatalogue() {
  const { catalogue, upgrade } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Courses</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Learn a skill a lesson at a time: watch a short lecture, then practise it straight away.
        </p>
      </header>
      <Suspense fallback={<Sections result={null} upgrade={upgrade} />}>
        <Await resolve={catalogue}>{(result) => <Sections result={result} upgrade={upgrade} />}</Await>
      </Suspense>
    </div>
  );
}

function Sections({ result, upgrade }: { result: CatalogueResult | null; upgrade: UpgradeLink }) {
  if (result?.problem) {
    return (
      <div className="mt-10">
        <ServiceNotice title="The courses could not be loaded right now" message={result.problem} />
      </div>
    );
  }
  return (
    <>
      {SECTIONS.map((section) => {
        const courses: CourseCard[] | null = result?.catalogue ? result.catalogue[section.key] : null;
        // 'In Development' only when drafts exist (spec 2 §2); while loading, the sections everyone sees.
        if (section.key === 'inDevelopment' && (courses === null || courses.length === 0)) return null;
        const headingId = `courses-${section.key}`;
        return (
          <section key={section.key} aria-labelledby={headingId} className="mt-12">
            <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink">
              {section.title}
            </h2>
            <p className="mt-1 text-ink-muted">{section.lead}</p>
            <div className="mt-6">
              {courses === null ? (
                <CourseCardPlaceholders label={`Loading ${section.title} courses`} />
              ) : courses.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-ink-muted">
                  No courses here yet.
                </p>
              ) : (
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {courses.map((course) => (
                    <li key={course.id}>
                      <CourseCardView course={course} upgrade={upgrade} page="catalogue" />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}

export const ErrorBoundary = CourseErrorScreen;

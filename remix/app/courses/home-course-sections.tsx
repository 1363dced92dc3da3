import { Link } from '@remix-run/react';
import { dayCourseLabel } from '@impromptu/courses/rules';
import { platformOfferInWords } from '@impromptu/access';
import { ServiceNotice } from '~/components/service-notice';
import { TierLink } from '~/games/catalogue/game-card';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { CourseCardView, UPGRADE_FOR_COURSE } from './course-card';
import type { CatalogueResult } from './courses-data.server';
import { COURSES_PATH, coursePath, type CourseCard } from './courses-types';
import { CourseBadge, primaryButton } from './ui';

/**
 * The course sections of /games/home (spec 3 §2.8): Cohort-Based Courses, then Self-Paced Courses with
 * 'View all' — one live free and one live paid course; on a plan that does not open paid courses, an
 * upgrade card in the paid one's place.
 */
export function HomeCourseSections({ result, upgrade }: { result: CatalogueResult; upgrade: UpgradeLink }) {
  if (result.problem || !result.catalogue) {
    return (
      <section aria-labelledby="home-self-paced" className="mt-12">
        <h2 id="home-self-paced" className="text-2xl font-extrabold tracking-tight text-ink">
          Self-Paced Courses
        </h2>
        <div className="mt-6">
          <ServiceNotice title="The courses could not be loaded right now" message={result.problem ?? ''} />
        </div>
      </section>
    );
  }
  const { cohortBased, selfPaced } = result.catalogue;
  const free = selfPaced.find((course) => course.status === 'LIVE_FREE');
  const paid = selfPaced.find((course) => course.status === 'LIVE_PAID');
  return (
    <>
      {cohortBased.length > 0 ? (
        <section aria-labelledby="home-cohort-based" className="mt-12">
          <h2 id="home-cohort-based" className="text-2xl font-extrabold tracking-tight text-ink">
            Cohort-Based Courses
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cohortBased.map((course) => (
              <li key={course.id}>
                <CourseCardView course={course} upgrade={upgrade} page="home" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-self-paced" className="mt-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="home-self-paced" className="text-2xl font-extrabold tracking-tight text-ink">
            Self-Paced Courses
          </h2>
          <Link
            to={COURSES_PATH}
            className="rounded font-semibold text-brand-pink-dark hover:underline"
            aria-label="View all courses"
          >
            View all <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {free ? (
            <li>
              <CourseCardView course={free} upgrade={upgrade} page="home" />
            </li>
          ) : null}
          {paid ? (
            <li>
              {paid.requiresUpgrade ? (
                <UpgradeCourseCard course={paid} upgrade={upgrade} />
              ) : (
                <CourseCardView course={paid} upgrade={upgrade} page="home" />
              )}
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}

/** In the paid course's place on the free plan: what a paid plan adds, and where it is had. */
function UpgradeCourseCard({ course, upgrade }: { course: CourseCard; upgrade: UpgradeLink }) {
  return (
    <aside
      aria-label={UPGRADE_FOR_COURSE}
      className="flex h-full flex-col justify-between gap-4 rounded-2xl border border-brand-pink/30 bg-brand-pink-light p-5"
    >
      <div>
        <p className="text-lg font-bold text-ink">More courses with a paid plan</p>
        <p className="mt-2 text-sm text-ink">
          {course.name} and every paid self-paced course open with a paid plan
          {upgrade.kind === 'tier'
            ? `: the ${upgrade.tier} plan, booked on its own page.`
            : `: ${platformOfferInWords()}.`}
        </p>
      </div>
      {upgrade.kind === 'page' ? (
        <Link to={upgrade.to} className={`${primaryButton} self-start`}>
          {UPGRADE_FOR_COURSE}
        </Link>
      ) : (
        <TierLink upgrade={upgrade} className={`${primaryButton} self-start`}>
          {UPGRADE_FOR_COURSE}
        </TierLink>
      )}
    </aside>
  );
}

/** Spec 2 §2 dashboard card: The Basics, '{n}-Day Course', behind SELF_PACED_COURSES. */
export function TheBasicsCard({ course }: { course: CourseCard }) {
  const action =
    course.userStatus === 'NOT_STARTED' ? 'Start' : course.userStatus === 'COMPLETED' ? 'Review' : 'Continue';
  return (
    <section
      aria-labelledby="the-basics-card"
      className="flex flex-col gap-4 overflow-hidden rounded-2xl border border-emerald-700/30 bg-emerald-50 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CourseBadge name={course.name} colour={course.colour} emoji={course.cardEmoji} />
        <div>
          <h2 id="the-basics-card" className="text-xl font-extrabold tracking-tight text-ink">
            {course.name}
          </h2>
          <p className="mt-1 text-sm font-semibold text-ink-muted">
            {course.days !== null ? dayCourseLabel(course.days) : `${course.lessonCount} lessons`}
          </p>
          <p className="mt-2 text-base text-ink">{course.description}</p>
        </div>
      </div>
      <Link
        to={coursePath(course.slug)}
        className={`${primaryButton} shrink-0`}
        aria-label={`${action} ${course.name}`}
      >
        {action}
      </Link>
    </section>
  );
}

import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { SupportLine } from '~/utils/support';

// Outside the /games layout: readable before signing up, and where the footer's About links land when no marketing
// site is configured (issue 45).
export const meta: MetaFunction = () => [
  { title: 'About Impromptu' },
  { name: 'description', content: 'Impromptu trains you to speak well on the spot, a few minutes a day.' },
];

const linkClass = 'font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline';

export default function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">About Impromptu</h1>
      <p className="mt-6 text-lg text-ink-muted">
        Most of what we say at work is not rehearsed: the question after a talk, the update nobody warned us about, the
        introduction in a room of strangers. Impromptu is where you practise exactly that, in short rounds you can fit
        between two meetings.
      </p>

      <h2 id="how-it-works" className="mt-10 scroll-mt-24 text-xl font-bold text-ink">
        How it works
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted">
        <li>
          <strong className="text-ink">Speaking games</strong> give you a prompt and a timer: talk about a picture, link
          three words, keep going when the topic changes.
        </li>
        <li>
          <strong className="text-ink">Daily practice</strong> picks a few rounds for today, so the habit takes minutes,
          not an evening.
        </li>
        <li>
          <strong className="text-ink">Courses and live classes</strong> teach the techniques behind a clear answer, one
          lesson at a time, with a coach and other learners.
        </li>
        <li>
          <strong className="text-ink">Voice figures</strong> (pace, pauses, filler words) are measured in your browser;
          your voice is never uploaded unless you record an exercise for the AI coach.
        </li>
      </ul>

      <h2 id="coach-led" className="mt-10 scroll-mt-24 text-xl font-bold text-ink">
        Coach-Led cohorts
      </h2>
      <p className="mt-4 text-ink-muted">
        A cohort is a group that learns together over several weeks: live classes with a coach, the Fundamentals course
        between them, and a leaderboard for the group. Teachers and team leads can put a whole class on Impromptu at
        once with a bulk invitation: each person gets an e-mail to choose a password, and nobody has to sign up by hand.
        See the plans on{' '}
        <Link to="/subscriptions" className={linkClass}>
          the plans page
        </Link>
        , or{' '}
        <Link to="/contact#teams" className={linkClass}>
          ask us about a group
        </Link>
        .
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">Talk to us</h2>
      <SupportLine topic="A question, an idea or a problem?" className="mt-4 text-ink-muted" />
    </article>
  );
}

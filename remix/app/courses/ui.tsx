import { CheckIcon as CheckMark, LockClosedIcon } from '@heroicons/react/20/solid';
import { Link } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import { COURSES_PATH, coursePath } from './courses-types';

export { StepButton, primaryButton, secondaryButton } from '~/practice/ui';

/** A hint shown while hovering or focusing its target (spec 2 §8 tooltips); the target is described by it. */
export function Tooltip({ text, children }: { text: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-2 hidden w-max max-w-64 -translate-x-1/2 rounded-lg bg-ink px-3 py-2 text-center text-sm font-semibold text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {text}
      </span>
    </span>
  );
}

/** Spec 2 §2: Courses > course name > Lesson N > section. */
export function Breadcrumb({
  course,
  lesson,
  section,
}: {
  course?: { slug: string; name: string };
  lesson?: { index: number };
  section?: string;
}) {
  const items: { label: string; to?: string }[] = [{ label: 'Courses', to: COURSES_PATH }];
  if (course) items.push({ label: course.name, ...(lesson ? { to: coursePath(course.slug) } : {}) });
  if (lesson) items.push({ label: `Lesson ${lesson.index + 1}` });
  if (section) items.push({ label: section });
  return (
    <nav aria-label="Breadcrumb" className="text-sm font-semibold">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-2">
              {item.to && !last ? (
                <Link to={item.to} className="rounded text-brand-pink-dark hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-ink' : undefined}>
                  {item.label}
                </span>
              )}
              {last ? null : <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A locked screen's message (spec 2 §8), with the way back to the course. */
export function LockedSection({ message, courseSlug }: { message: string; courseSlug: string }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-brand-yellow/40 bg-brand-yellow-light p-6">
      <p className="text-lg font-bold text-ink">{message}</p>
      <Link
        to={coursePath(courseSlug)}
        className="mt-4 inline-block rounded font-bold text-brand-pink-dark hover:underline"
      >
        Back to the course
      </Link>
    </div>
  );
}

export function LockIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return <LockClosedIcon className={className} aria-hidden="true" />;
}

export function CheckIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return <CheckMark className={className} aria-hidden="true" />;
}

/**
 * Card art for the seeded courses' emoji, drawn as lines (an emoji font is not on every device, nor on the machines
 * that take screenshots): the emoji's subject in the course's colour.
 */
const CARD_ART: Record<string, ReactNode> = {
  '🌱': (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12C12 8 9 5 4 5c0 4 3 7 8 7Z" />
      <path d="M12 10c0-3 2.5-6 7-6 0 3.5-2.5 6-7 6Z" />
    </>
  ),
  '📖': (
    <>
      <path d="M2 5c3-1.5 6.5-1.5 10 1 3.5-2.5 7-2.5 10-1v14c-3-1.5-6.5-1.5-10 1-3.5-2.5-7-2.5-10-1Z" />
      <path d="M12 6v14" />
    </>
  ),
  '🎤': (
    <>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0" />
      <path d="M12 18v4M8 22h8" />
    </>
  ),
  '🎥': (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3Z" />
    </>
  ),
};

/**
 * A course's badge (issue 28: courses look like courses): the card art of its seeded emoji in its colour on a tint
 * of it; the emoji itself when there is no drawing of it; its initials on its colour when it has no emoji.
 */
export function CourseBadge({
  name,
  colour,
  emoji = null,
  dimmed = false,
  size = 'md',
}: {
  name: string;
  colour: string | null;
  emoji?: string | null;
  dimmed?: boolean;
  size?: 'md' | 'lg';
}) {
  const accent = dimmed ? '#64748b' : (colour ?? '#9e2462');
  const box = size === 'lg' ? 'h-16 w-16' : 'h-12 w-12';
  if (emoji) {
    const art = CARD_ART[emoji];
    return (
      <span
        aria-hidden="true"
        data-testid="course-art"
        className={`flex shrink-0 items-center justify-center rounded-xl border-2 ${box} ${size === 'lg' ? 'text-4xl' : 'text-2xl'}`}
        style={{ borderColor: accent, backgroundColor: `${accent}1a`, color: accent }}
      >
        {art ? (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            className={size === 'lg' ? 'h-9 w-9' : 'h-7 w-7'}
          >
            {art}
          </svg>
        ) : (
          emoji
        )}
      </span>
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl font-extrabold text-white ${size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-12 w-12 text-lg'}`}
      style={{ backgroundColor: accent }}
    >
      {initials || name.slice(0, 1)}
    </span>
  );
}

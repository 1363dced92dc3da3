import type { ComponentType, ReactNode, SVGProps } from 'react';

/** The colours of a notice's round badge. */
const BADGE_TONES = {
  pink: 'bg-brand-pink-light text-brand-pink-dark',
  blue: 'bg-brand-blue-light text-brand-blue-dark',
  slate: 'bg-slate-200 text-slate-700',
} as const;

type HeroIcon = ComponentType<SVGProps<SVGSVGElement>>;

/** A notice's round badge: a 64 px circle holding an outline icon. Decorative: the heading says it all. */
export function IconBadge({ icon: Icon, tone }: { icon: HeroIcon; tone: keyof typeof BADGE_TONES }) {
  return (
    <span aria-hidden="true" className={`flex h-16 w-16 items-center justify-center rounded-full ${BADGE_TONES[tone]}`}>
      <Icon className="h-8 w-8" aria-hidden="true" strokeWidth={2} />
    </span>
  );
}

/**
 * A page-sized notice in the middle of the page: a badge, a heading that names the section, then what follows it
 * (a sentence, the way on). No access, a locked game, a game not found, a sign-in prompt, the meeting stand-in.
 */
export function NoticePage({
  id,
  badge,
  heading,
  headingLevel = 1,
  className = 'py-20 sm:px-6',
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  badge: ReactNode;
  heading: ReactNode;
  /** 1 on a page of its own; 2 inside the game frame, whose page has its heading. */
  headingLevel?: 1 | 2;
  /** The section's vertical room. */
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto flex max-w-xl flex-col items-center px-4 text-center ${className}`}
    >
      {badge}
      <Heading id={id} className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { sectionClass } from './section-style';

/**
 * One card of Settings: a section labelled by its heading (level 2), on white with a slate border (red for the
 * one that deletes). What follows the heading is the caller's.
 */
export function SettingsSection({
  headingId,
  title,
  titleClassName = 'text-xl',
  id,
  danger = false,
  className = '',
  children,
}: {
  headingId: string;
  title: string;
  titleClassName?: string;
  /** An id to link to the section (`#download-my-data`). */
  id?: string;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const look = danger ? sectionClass.replace('border-slate-200', 'border-red-200') : sectionClass;
  return (
    <section id={id} aria-labelledby={headingId} className={[className, look].filter(Boolean).join(' ')}>
      <h2 id={headingId} className={`${titleClassName} font-bold text-ink`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

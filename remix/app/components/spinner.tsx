import type { ReactNode } from 'react';

/** A spinning ring; decorative, so the text next to it says what is happening. */
export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={`animate-spin motion-reduce:animate-none ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The full-page loading state: a spinner and its label ('Loading'), announced to screen readers. */
export function FullPageSpinner({ label = 'Loading', children }: { label?: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <Spinner className="h-12 w-12 text-brand-pink" />
      <p className="text-lg font-semibold text-ink">{label}</p>
      {children}
    </div>
  );
}

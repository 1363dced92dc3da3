import { Link } from '@remix-run/react';

export function Wordmark({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`group inline-flex items-center gap-2 rounded-md ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <path d="M4 8a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-7l-7 6v-6.3A6 6 0 0 1 4 16Z" fill="#c5317c" />
        <circle cx="11" cy="12" r="2" fill="#ffffff" />
        <circle cx="16" cy="12" r="2" fill="#e2a248" />
        <circle cx="21" cy="12" r="2" fill="#039be6" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-ink">
        Impromptu<span className="text-brand-pink">.</span>
      </span>
    </Link>
  );
}

import { Link } from '@remix-run/react';
import { Wordmark } from './wordmark';

// Columns of spec 3 §2.14, pointing at the app's own pages until the external ones exist.
const columns = [
  {
    title: 'Offerings',
    links: [
      { label: 'Speaking games', to: '/games/dashboard' },
      { label: 'Live classes', to: '/games/class' },
      { label: 'Daily practice', to: '/games/home' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Impromptu', to: '/' },
      { label: 'Plans', to: '/subscriptions' },
      { label: 'Log In', to: '/login' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/games/privacy' },
      { label: 'Terms of Service', to: '/games/terms' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Wordmark />
          <p className="max-w-xs text-sm text-ink-muted">Short, playful rounds that train you to speak well on the spot.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-ink">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="rounded text-sm text-ink-muted hover:text-brand-pink-dark hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Impromptu. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Wordmark } from './wordmark';

// The links of spec 3 §2.1 that are shown to everyone; the gated ones arrive with sign-in.
const navigation = [
  { label: 'Home', to: '/games/home' },
  { label: 'Classes', to: '/games/class' },
  { label: 'Games', to: '/games/dashboard' },
] as const;

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return [
    'rounded-md px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-pink-light text-brand-pink-dark' : 'text-ink-muted hover:bg-slate-100 hover:text-ink',
  ].join(' ');
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return [
    'block rounded-md px-3 py-3 text-base font-semibold',
    isActive ? 'bg-brand-pink-light text-brand-pink-dark' : 'text-ink hover:bg-slate-100',
  ].join(' ');
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A followed link closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Wordmark />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/login"
            className="hidden rounded-full bg-brand-pink px-5 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-pink-dark md:inline-flex"
          >
            Log In
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            {menuOpen ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            )}
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Main mobile" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="space-y-1 px-4 py-3">
          {navigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={mobileLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to="/login"
              className="block rounded-full bg-brand-pink px-5 py-3 text-center text-base font-semibold text-white hover:bg-brand-pink-dark"
            >
              Log In
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

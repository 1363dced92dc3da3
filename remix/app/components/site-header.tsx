import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { ALWAYS_SHOWN_NAVIGATION, AREA_PATHS, linkedNavigation, type LinkedNavigation } from '@impromptu/access';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { COACH_BADGE_SLOT_ID } from '~/coach/bot-connection-rules';
import { UserMenu, type MenuUser } from './user-menu';
import { Wordmark } from './wordmark';
import { Button } from './button';

/** Which links of spec 3 §2.1 the signed-in user may see (`navigation` of GET /user/me). */
export type Navigation = LinkedNavigation;

export interface HeaderUser extends MenuUser {
  navigation: Navigation;
}

const links: { key: keyof Navigation; label: string; to: string; badge?: string }[] = [
  { key: 'home', label: 'Home', to: AREA_PATHS.home },
  { key: 'classes', label: 'Classes', to: AREA_PATHS.classes },
  { key: 'cohorts', label: 'Cohorts', to: AREA_PATHS.cohorts },
  { key: 'assessments', label: 'Assessments', to: AREA_PATHS.assessments, badge: 'Beta' },
  { key: 'games', label: 'Games', to: AREA_PATHS.games },
  { key: 'courses', label: 'Courses', to: AREA_PATHS.courses },
  { key: 'virtualCoach', label: 'Virtual Coach', to: AREA_PATHS.virtualCoach },
  { key: 'admin', label: 'Admin', to: AREA_PATHS.admin },
  { key: 'bots', label: 'Bots', to: AREA_PATHS.bots },
];

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return [
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-pink-light text-brand-pink-dark' : 'text-ink-muted hover:bg-slate-100 hover:text-ink',
  ].join(' ');
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return [
    'flex items-center gap-2 rounded-md px-3 py-3 text-base font-semibold',
    isActive ? 'bg-brand-pink-light text-brand-pink-dark' : 'text-ink hover:bg-slate-100',
  ].join(' ');
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-brand-blue-light px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-brand-blue-dark">
      {children}
    </span>
  );
}

/** The main links as a list: the same items in the wide header and in the phone's menu, each with its look. */
function NavItems({
  items,
  className,
  linkClass,
}: {
  items: readonly (typeof links)[number][];
  className: string;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass}>
            {item.label}
            {item.badge ? <Badge>{item.badge}</Badge> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The user's links (spec 3 §2.1), less those to areas not built yet: a link always lands where it says.
  const navigation = linkedNavigation(user?.navigation ?? ALWAYS_SHOWN_NAVIGATION);
  const visible = links.filter((link) => navigation[link.key]);

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
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Wordmark />

        <nav aria-label="Main" className="hidden lg:block">
          <NavItems items={visible} className="flex items-center gap-0.5" linkClass={desktopLinkClass} />
        </nav>

        <div className="flex items-center gap-2">
          {/* The AI coach badge of /games (ShellCoachBadge): in the header, so it never covers the page. */}
          {user ? <div id={COACH_BADGE_SLOT_ID} className="contents" /> : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link
              to="/login"
              className="inline-flex rounded-full bg-brand-pink px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-pink-dark sm:px-5"
            >
              Log In
            </Link>
          )}
          <Button
            variant="plain"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-slate-100 lg:hidden"
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            {menuOpen ? (
              <XMarkIcon className="h-6 w-6" aria-hidden="true" strokeWidth={2} />
            ) : (
              <Bars3Icon className="h-6 w-6" aria-hidden="true" strokeWidth={2} />
            )}
          </Button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Main mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
      >
        <NavItems
          items={visible}
          className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6"
          linkClass={mobileLinkClass}
        />
      </nav>
    </header>
  );
}

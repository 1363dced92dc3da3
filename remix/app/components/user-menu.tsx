import {
  ArrowRightStartOnRectangleIcon,
  ChartBarIcon,
  Cog6ToothIcon,
  VideoCameraIcon,
} from '@heroicons/react/24/outline';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { Form, Link, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button } from './button';

export interface MenuUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A coach records and publishes lesson videos (issue 47); admins reach them from the Admin page. */
  publishesLessons?: boolean;
}

export function displayName(user: MenuUser): string {
  const name = [user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || user.email;
}

export function initials(user: MenuUser): string {
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first || last) return `${first ?? ''}${last ?? ''}`.toUpperCase();
  return (user.email[0] ?? '?').toUpperCase();
}

/** Spec 1 §2 / spec 3 §2.1: local storage is cleared before the session is ended on the server. */
function clearLocalStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be blocked by the browser; signing out must still go on.
  }
}

/** The user menu of spec 3 §2.1: Your progress (issue 18), Settings and Log Out, keyboard accessible (arrows, Home, End, Escape). */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const location = useLocation();
  const name = displayName(user);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function items(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function openAndFocus(which: 'first' | 'last') {
    setOpen(true);
    // The menu renders on the next frame; focus its item then.
    requestAnimationFrame(() => {
      const all = items();
      (which === 'first' ? all[0] : all[all.length - 1])?.focus();
    });
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) close(true);
      else openAndFocus('first');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        all[(index + 1) % all.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        all[(index - 1 + all.length) % all.length]?.focus();
        break;
      case 'Home':
        event.preventDefault();
        all[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        all[all.length - 1]?.focus();
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  }

  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

  return (
    <div ref={rootRef} className="relative">
      <Button
        variant="plain"
        className="inline-flex items-center gap-2 rounded-full py-1 pl-1 pr-1 text-sm font-semibold text-ink ring-1 ring-slate-200 transition-colors hover:bg-slate-50 sm:pr-3"
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-pink text-xs font-bold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{name}</span>
        <ChevronDownIcon className="hidden h-4 w-4 text-ink-muted sm:block" aria-hidden="true" />
      </Button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div role="none" className="border-b border-slate-100 px-3 pb-2 pt-1">
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
          <div role="none" className="pt-2">
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/games/progress"
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              <ChartBarIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" strokeWidth={2} />
              Your progress
            </Link>
            {user.publishesLessons ? (
              <Link
                role="menuitem"
                tabIndex={-1}
                to="/games/admin/lessons"
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                <VideoCameraIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" strokeWidth={2} />
                Lesson videos
              </Link>
            ) : null}
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/games/user/settings/profile"
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              <Cog6ToothIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" strokeWidth={2} />
              Settings
            </Link>
            <Form method="post" action="/logout" onSubmit={clearLocalStorage} role="none">
              <button
                // Not `Button`: a menu item, highlighted by the menu's roving focus rather than the focus ring.
                role="menuitem"
                tabIndex={-1}
                type="submit"
                className={itemClass}
              >
                <ArrowRightStartOnRectangleIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" strokeWidth={2} />
                Log Out
              </button>
            </Form>
          </div>
        </div>
      ) : null}
    </div>
  );
}

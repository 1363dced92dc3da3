import { AREA_PATHS, isAreaBuilt, type Area } from '@impromptu/access';
import { NavLink } from '@remix-run/react';

// Spec 3 §2.1: the settings side menu; Plan & Billing is active on an exact match only, and shows once billing is built.
const items: readonly { area: Area; label: string; end: boolean }[] = [
  { area: 'profile', label: 'Profile', end: false },
  { area: 'billing', label: 'Plan & Billing', end: true },
];

export function SettingsMenu() {
  return (
    <nav aria-label="Settings">
      <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
        {items
          .filter((item) => isAreaBuilt(item.area))
          .map((item) => (
            <li key={item.area}>
              <NavLink
                to={AREA_PATHS[item.area]}
                end={item.end}
                className={({ isActive }) =>
                  [
                    'block whitespace-nowrap rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
                    isActive
                      ? 'bg-brand-pink-light text-brand-pink-dark md:border-l-4 md:border-brand-pink md:pl-3'
                      : 'text-ink-muted hover:bg-slate-100 hover:text-ink',
                  ].join(' ')
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

import { AREA_PATHS, isAreaBuilt } from '@impromptu/access';
import { NavLink } from '@remix-run/react';

// Spec 3 §2.1: the settings side menu; Plan & Billing is active on an exact match only, and shows once billing is built.
// Details (/games/user/settings/details, one of the spec's other settings routes) holds the Shape profile answers.
const items: readonly { key: string; to: string; label: string; end: boolean; built: boolean }[] = [
  { key: 'profile', to: AREA_PATHS.profile, label: 'Profile', end: false, built: isAreaBuilt('profile') },
  { key: 'details', to: '/games/user/settings/details', label: 'Details', end: true, built: true },
  { key: 'billing', to: AREA_PATHS.billing, label: 'Plan & Billing', end: true, built: isAreaBuilt('billing') },
];

export function SettingsMenu() {
  return (
    <nav aria-label="Settings">
      <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
        {items
          .filter((item) => item.built)
          .map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.to}
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

import type { MetaFunction } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { SettingsMenu } from './settings-menu';

export const meta: MetaFunction = () => [{ title: 'Settings | Impromptu' }];

/** /games/user/settings: titled 'Settings', with the side menu of spec 3 §2.1. */
export default function SettingsLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Settings</h1>
      <div className="mt-8 flex flex-col gap-8 md:flex-row">
        <aside className="md:w-56 md:shrink-0">
          <SettingsMenu />
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

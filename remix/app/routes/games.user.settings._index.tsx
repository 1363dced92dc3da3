import { redirect } from '@remix-run/node';

// The Settings page opens on its first section, Profile.
export function loader() {
  return redirect('/games/user/settings/profile');
}

import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PolicyPage } from '~/policy/policy-page';
import { loadPolicy } from '~/policy/policy.server';

// Outside the /games layout on purpose: the policies must be readable before signing up.
export const meta: MetaFunction = () => [{ title: 'Privacy Policy | Impromptu' }];

export async function loader() {
  return loadPolicy('privacy');
}

export default function PrivacyPolicy() {
  const policy = useLoaderData<typeof loader>();
  return <PolicyPage title="Privacy Policy" html={policy.html} source={policy.source} />;
}

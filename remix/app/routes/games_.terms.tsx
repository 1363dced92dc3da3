import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PolicyPage } from '~/policy/policy-page';
import { loadPolicy } from '~/policy/policy.server';

// Outside the /games layout on purpose: the terms must be readable before signing up.
export const meta: MetaFunction = () => [{ title: 'Terms of Service | Impromptu' }];

export async function loader() {
  return loadPolicy('terms');
}

export default function TermsOfService() {
  const policy = useLoaderData<typeof loader>();
  return <PolicyPage title="Terms of Service" html={policy.html} source={policy.source} />;
}

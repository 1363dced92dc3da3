import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PracticeErrorScreen } from '~/practice/practice-error';
import { loadNamedPractice } from '~/practice/practice-data.server';
import { PracticeScreen } from '~/practice/practice-screen';
import { practiceShouldRevalidate } from '~/practice/practice-types';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.session.name} | Impromptu` : 'Practice | Impromptu' },
];

/** /games/practice/{practiceSessionSlug}: plays the named practice session (spec 2 §2). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadNamedPractice(request, params.practiceSessionSlug);
}

export const shouldRevalidate = practiceShouldRevalidate;

export default function NamedPractice() {
  const data = useLoaderData<typeof loader>();
  return <PracticeScreen key={data.session.id} data={data} />;
}

export const ErrorBoundary = PracticeErrorScreen;

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PracticeErrorScreen } from '~/practice/practice-error';
import { loadTodaysPractice } from '~/practice/practice-data.server';
import { PracticeScreen } from '~/practice/practice-screen';
import { practiceShouldRevalidate } from '~/practice/practice-types';

export const meta: MetaFunction = () => [{ title: "Today's Practice | Impromptu" }];

/** /games/practice/daily: Today's Practice, the session scheduled for today in the user's time zone (spec 2 §2). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadTodaysPractice(request);
}

export const shouldRevalidate = practiceShouldRevalidate;

export default function TodaysPractice() {
  const data = useLoaderData<typeof loader>();
  return <PracticeScreen key={data.session.id} data={data} />;
}

export const ErrorBoundary = PracticeErrorScreen;

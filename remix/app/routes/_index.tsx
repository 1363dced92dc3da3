import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GameCard, GameGrid } from '~/components/game-card';
import { ServiceNotice } from '~/components/service-notice';
import { loadGameCatalogue } from '~/utils/games.server';

export const meta: MetaFunction = () => [
  { title: 'Impromptu | Train your impromptu speaking' },
  {
    name: 'description',
    content: 'Short, timed speaking games that train you to think on your feet and speak with confidence.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadGameCatalogue(request);
}

const steps = [
  {
    title: 'Pick a game',
    text: 'Each game trains one skill: structure, storytelling, analogies, listening or staying calm under surprise.',
    colour: 'bg-brand-pink',
  },
  {
    title: 'Speak against the clock',
    text: 'A topic, an image or a word arrives without warning. You have seconds to start and a timer to beat.',
    colour: 'bg-brand-yellow',
  },
  {
    title: 'Reflect and repeat',
    text: 'Short rounds make daily practice easy. Play alone, with friends, or in a live class with a coach.',
    colour: 'bg-brand-blue',
  },
] as const;

export default function Index() {
  const { games, problem } = useLoaderData<typeof loader>();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-pink-light via-white to-white">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-16 sm:px-6 sm:pt-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-pink-dark shadow-sm ring-1 ring-brand-pink/20">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-pink" />
            Speaking practice, made playful
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Train your <span className="text-brand-pink">impromptu speaking</span>, one round at a time.
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted">
            Impromptu turns speaking on the spot into a game. Short, timed rounds with surprise topics, images and
            prompts build the habit of thinking on your feet, so the next meeting, pitch or toast feels easy.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/games/dashboard"
              className="inline-flex items-center justify-center rounded-full bg-brand-pink px-7 py-3 text-base font-semibold text-white shadow-md transition-colors hover:bg-brand-pink-dark"
            >
              Start practising
            </Link>
            <Link
              to="/games/class"
              className="inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-7 py-3 text-base font-semibold text-ink hover:bg-slate-50"
            >
              See live classes
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="how-it-works" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-extrabold text-white ${step.colour}`}
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="the-games" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
            <div>
              <h2 id="the-games" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                Games that warm up your voice
              </h2>
              <p className="mt-2 max-w-2xl text-ink-muted">Every game is a few minutes long. Play one before your next talk.</p>
            </div>
            <Link to="/games/dashboard" className="rounded font-semibold text-brand-pink-dark hover:underline">
              All games <span aria-hidden="true">→</span>
            </Link>
          </div>
          <div className="mt-8">
            {problem ? (
              <ServiceNotice title="The games could not be loaded right now" message={problem} />
            ) : (
              <GameGrid>
                {games.map((game) => (
                  <li key={game.id}>
                    <GameCard game={game} colour={game.colour} />
                  </li>
                ))}
              </GameGrid>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

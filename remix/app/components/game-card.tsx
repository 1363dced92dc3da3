import type { ReactNode } from 'react';
import { gameColour, textColourOn } from '~/utils/game-colour';

export interface GameCardGame {
  shortCode: string;
  name: string;
  subtitle: string | null;
}

export function GameCard({ game, colour, children }: { game: GameCardGame; colour: string; children?: ReactNode }) {
  const accent = gameColour(colour);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: accent }} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-lg font-extrabold"
            style={{ backgroundColor: accent, color: textColourOn(accent) }}
          >
            {game.name.charAt(0)}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold leading-tight text-ink">{game.name}</h3>
            {game.subtitle ? <p className="mt-1 text-sm text-ink-muted">{game.subtitle}</p> : null}
          </div>
        </div>
        {children ? <div className="mt-auto pt-2">{children}</div> : null}
      </div>
    </article>
  );
}

export function GameGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>;
}

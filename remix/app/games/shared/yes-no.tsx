import { useEffect, useId } from 'react';
import { filledColours } from './game-colour';

export interface YesNoProps {
  question: string;
  onAnswer(yes: boolean): void;
  colour?: string;
}

/** A yes/no question: two large buttons, also answered with the Y and N keys. */
export function YesNo({ question, onAnswer, colour = '#617F89' }: YesNoProps) {
  const id = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'y' || event.key === 'Y') onAnswer(true);
      if (event.key === 'n' || event.key === 'N') onAnswer(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onAnswer]);
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col items-center gap-8 text-center">
      <h2 id={id} className="text-4xl font-bold text-ink sm:text-6xl">
        {question}
      </h2>
      <div className="flex w-full max-w-md gap-4">
        <button
          // Not `Button`: a game answer in the game's colour, with a 4 px focus outline of that colour.
          type="button"
          onClick={() => onAnswer(true)}
          className="flex-1 rounded-xl px-6 py-5 text-2xl font-bold shadow focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2"
          style={{ ...filledColours(colour), outlineColor: filledColours(colour).backgroundColor }}
        >
          Yes
        </button>
        <button
          // Not `Button`: a game answer in the game's colour, with a 4 px focus outline of that colour.
          type="button"
          onClick={() => onAnswer(false)}
          className="flex-1 rounded-xl border-2 border-ink/20 bg-white px-6 py-5 text-2xl font-bold text-ink shadow focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          No
        </button>
      </div>
    </div>
  );
}

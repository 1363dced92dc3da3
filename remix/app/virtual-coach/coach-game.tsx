import { useCallback, useEffect, useRef, useState } from 'react';
import { gameDefinitions, gameReducer, type GameAction, type GameState } from '@impromptu/games';
import { createCoachGame, VIRTUAL_COACH_GAME, type CoachGameSettings } from '@impromptu/coach/rules';
import { contentHref, contentUnreachable, type ContentAnswer } from '~/games/frame/game-data';
import { useJsonLoad } from '~/games/frame/use-json-load';
import { EmbeddedGamePlayer, randomSeed } from '~/games/play/embedded-game-player';
import { primeAudio } from '~/games/shared/ding';
import { StepButton } from '~/practice/ui';

const definition = gameDefinitions[VIRTUAL_COACH_GAME];

/**
 * The coach's game: Rapid Fire Autocomplete from the games' own engine and player (remix/app/games/play), embedded,
 * single player, with the coach's round duration and rounds. `onEnd` runs once when the last round is over.
 */
export function CoachGame({
  settings,
  heading,
  onEnd,
}: {
  settings: CoachGameSettings;
  heading: string;
  onEnd: () => void;
}) {
  const content = useJsonLoad<ContentAnswer>(contentUnreachable);
  const [state, setState] = useState<GameState | null>(null);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    content.load(contentHref(VIRTUAL_COACH_GAME, []));
    // Loaded once per game.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per game, see above
  }, []);

  const dispatch = useCallback(
    (action: GameAction) => setState((current) => (current ? gameReducer(current, action) : current)),
    [],
  );

  useEffect(() => {
    if (!state?.ended || ended.current) return;
    ended.current = true;
    onEndRef.current();
  }, [state]);

  if (!state) {
    const ready = content.data !== undefined;
    return (
      <div className="flex flex-col items-center gap-5 text-center">
        <h2 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{heading}</h2>
        <p className="max-w-xl text-lg text-ink">
          {definition.title}: {settings.totalRounds} rounds of {settings.roundDuration} seconds. Finish each sentence
          out loud.
        </p>
        {content.data && !content.data.ok ? (
          <p role="alert" className="font-semibold text-red-700">
            {content.data.error}
          </p>
        ) : null}
        <StepButton
          className={ready ? '' : 'cursor-wait'}
          type="button"
          disabled={!ready}
          onClick={() => {
            primeAudio();
            setState(
              createCoachGame(settings, content.data?.ok ? content.data : null, randomSeed(), performance.now()),
            );
          }}
        >
          {ready ? 'START TRAINING' : 'LOADING CONTENT'}
        </StepButton>
      </div>
    );
  }

  return <EmbeddedGamePlayer state={state} dispatch={dispatch} definition={definition} />;
}

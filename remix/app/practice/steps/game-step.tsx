import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createGame,
  gameDefinitions,
  gameReducer,
  isShortCode,
  LEAVE_CONFIRM_LEAVE,
  LEAVE_CONFIRM_STAY,
  LEAVE_PRACTICE_GAME,
  LEAVE_PRACTICE_TITLE,
  leaveLoss,
  type GameAction,
  type GameState,
  type TimedPrompt,
} from '@impromptu/games';
import { gameProgress } from '@impromptu/practice/rules';
import {
  contentHref,
  contentUnreachable,
  photosHref,
  photosUnreachable,
  type ContentAnswer,
  type PhotosAnswer,
} from '~/games/frame/game-data';
import { useLeaveGuard } from '~/games/frame/full-screen-modal';
import { useJsonLoad } from '~/games/frame/use-json-load';
import { EmbeddedGamePlayer, randomSeed } from '~/games/play/embedded-game-player';
import { primeAudio } from '~/games/shared/ding';
import type { PracticeGoal } from '../practice-types';
import { StepButton } from '../ui';
import { CoachingTipCard } from './content-step';

function timedPromptsOf(goal: PracticeGoal): TimedPrompt[] {
  const prompts = goal.metadata.timedPrompts;
  if (!Array.isArray(prompts)) return [];
  return prompts.flatMap((prompt: unknown) => {
    const { at, text, durationSeconds } = (prompt ?? {}) as { at?: unknown; text?: unknown; durationSeconds?: unknown };
    if (typeof at !== 'number' || typeof text !== 'string') return [];
    return [typeof durationSeconds === 'number' ? { at, text, durationSeconds } : { at, text }];
  });
}

/** The goal's settings the engine knows; a practice never opens the setup views. */
function embeddedGame(goal: PracticeGoal, content: ContentAnswer | null, photos: PhotosAnswer | null): GameState {
  const shortCode = goal.gameShortCode;
  if (!isShortCode(shortCode)) throw new Error(`unknown game ${shortCode}`);
  const definition = gameDefinitions[shortCode];
  const base = {
    seed: randomSeed(),
    embedded: true,
    now: performance.now(),
    timedPrompts: timedPromptsOf(goal),
    ...(content?.ok
      ? { content: content.content, nounForms: content.nounForms }
      : definition.needsContent
        ? { content: {} }
        : {}),
    ...(photos ? { photos: photos.photos } : definition.needsPhotos ? { photos: [] } : {}),
  };
  try {
    return createGame(definition, { ...base, settings: goal.settings });
  } catch {
    // Settings this engine refuses are dropped rather than blocking the practice.
    return createGame(definition, base);
  }
}

/**
 * A game element: the goal's instructions, then the game itself in the games' own player
 * (remix/app/games/play), embedded; when it ends, its progress by spec 2 §4's measure.
 */
export function GameStep({ goal, onEnd }: { goal: PracticeGoal; onEnd: (progress: number) => void }) {
  const shortCode = isShortCode(goal.gameShortCode) ? goal.gameShortCode : null;
  const definition = shortCode ? gameDefinitions[shortCode] : null;
  const contentFetcher = useJsonLoad<ContentAnswer>(contentUnreachable);
  const photosFetcher = useJsonLoad<PhotosAnswer>(photosUnreachable);
  const [state, setState] = useState<GameState | null>(null);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  // A game under way is lost by leaving: Close, Escape and End Practice ask first, and its timers hold meanwhile.
  useLeaveGuard(
    state && leaveLoss(state, []) === 'round'
      ? {
          title: LEAVE_PRACTICE_TITLE,
          message: LEAVE_PRACTICE_GAME,
          stay: LEAVE_CONFIRM_STAY,
          leave: LEAVE_CONFIRM_LEAVE,
        }
      : null,
  );

  const wordSets = Array.isArray(goal.settings.currentWordSets) ? (goal.settings.currentWordSets as string[]) : [];
  useEffect(() => {
    if (!shortCode || !definition) return;
    if (definition.needsContent) contentFetcher.load(contentHref(shortCode, wordSets));
    if (definition.needsPhotos) photosFetcher.load(photosHref(shortCode));
    // Loaded once per game element.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per game element, see above
  }, [shortCode]);

  const dispatch = useCallback(
    (action: GameAction) => setState((current) => (current ? gameReducer(current, action) : current)),
    [],
  );

  useEffect(() => {
    if (!state?.ended || ended.current) return;
    ended.current = true;
    const startedAt = state.clock.playStartedAt;
    const elapsedSeconds = startedAt === null ? 0 : (performance.now() - startedAt) / 1000;
    onEndRef.current(gameProgress({ shortCode: state.shortCode, settings: state.settings, elapsedSeconds }));
  }, [state]);

  if (!definition || !shortCode) return null;
  const contentReady = !definition.needsContent || contentFetcher.data !== undefined;
  const photosReady = !definition.needsPhotos || photosFetcher.data !== undefined;
  const ready = contentReady && photosReady;

  if (!state) {
    return (
      <article className="mx-auto flex w-full max-w-2xl flex-col gap-5">
        <header>
          <p className="text-sm font-bold uppercase tracking-widest text-ink-muted">{definition.title}</p>
          <h2 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {goal.instructionHeader || goal.name}
          </h2>
        </header>
        {goal.instructionBody ? <p className="text-lg leading-relaxed text-ink">{goal.instructionBody}</p> : null}
        {goal.coachingTip ? <CoachingTipCard text={goal.coachingTip} /> : null}
        {contentFetcher.data && !contentFetcher.data.ok ? (
          <p role="alert" className="text-base font-semibold text-red-700">
            {contentFetcher.data.error}
          </p>
        ) : null}
        <div>
          <StepButton
            className={ready ? '' : 'cursor-wait'}
            type="button"
            disabled={!ready}
            onClick={() => {
              primeAudio();
              setState(embeddedGame(goal, contentFetcher.data ?? null, photosFetcher.data ?? null));
            }}
          >
            {ready ? 'Start game' : 'LOADING CONTENT'}
          </StepButton>
        </div>
      </article>
    );
  }

  return <EmbeddedGamePlayer state={state} dispatch={dispatch} definition={definition} />;
}

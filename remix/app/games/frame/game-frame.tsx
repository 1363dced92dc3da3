import { PlayCircleIcon } from '@heroicons/react/20/solid';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import {
  canGoBack,
  finishSummary,
  gameDefinitions,
  gameReducer,
  isGameView,
  isSetupView,
  LEAVE_CONFIRM_LEAVE,
  LEAVE_CONFIRM_STAY,
  LEAVE_CONFIRM_TITLE,
  leaveConfirmMessage,
  leaveLoss,
  sequenceKey,
  showsInstructionOverlay,
} from '@impromptu/games';
import { LazyGamePlayer, preloadGamePlayer } from '~/games/play/lazy-game-player';
import { primeAudio } from '~/games/shared/ding';
import { gameColour } from '~/games/shared/game-colour';
import {
  contentHref,
  contentUnreachable,
  photosHref,
  photosUnreachable,
  type ContentAnswer,
  type ModalGame,
  type PhotosAnswer,
  type UserGameInfo,
} from './game-data';
import { useJsonLoad } from './use-json-load';
import { GameSessionRecorder } from './game-session-recorder';
import { callRelayed } from '~/utils/bff-client';
import { InstructionOverlay } from './instruction-overlay';
import { LockedScreen } from './locked-screen';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { useLeaveGuard } from './full-screen-modal';
import { ModalHeader } from './modal-header';
import { initialGameState } from './initial-state';
import { playerNameOrDefault } from './setup-settings';
import { SetupView, type WordSet } from './setup-views';
import { TutorialView } from './tutorial-view';
import { NoticeToast } from '~/components/notice-toast';
import type { VoiceController } from '~/games/voice/voice-controller';
import { rememberVoiceChoiceAsked, voiceChoiceAsked, writeVoicePreference } from '~/games/voice/voice-preference';
import { VoiceChoiceDialog } from './voice-choice-dialog';
import { MicrophoneStarting, useMicrophoneGate } from './microphone-gate';
import type { loader as rootLoader } from '~/root';
import { Button } from '~/components/button';

/** Spec 1 §9: the gather call waits for the sequence to settle for 300 ms. */
export const GATHER_DEBOUNCE_MS = 300;
const TUTORIAL_SAVE_FAILED = 'Your tutorial could not be marked as complete. Please try again.';
const VOICE_LOAD_FAILED = 'Voice metrics could not be loaded. The game runs without them.';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

/**
 * One game inside the modal: setup and tutorial here, the running game in the views' <GamePlayer> (loaded apart),
 * and the progress calls (session, rounds, finish, gather, viewed) to the web resource routes.
 */
export function GameFrame({
  game,
  userGame,
  closeTo,
  isPlanPaused,
  upgrade,
}: {
  game: ModalGame;
  userGame: UserGameInfo;
  closeTo: string;
  isPlanPaused: boolean;
  /** Where an Upgrade link goes, should the BFF find the game locked after all. */
  upgrade: UpgradeLink;
}) {
  const definition = gameDefinitions[game.shortCode];
  const accent = gameColour(game.colour);
  const [state, dispatch] = useReducer(gameReducer, undefined, () =>
    initialGameState(game.shortCode, userGame, randomSeed()),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  // The names the setup opened with (the last game's, restored): leaving loses only names typed since (issue 29 §8).
  const [openedNames] = useState(() => state.settings.playerNames);
  const loss = leaveLoss(state, openedNames);
  useLeaveGuard(
    loss && !state.embedded
      ? {
          title: LEAVE_CONFIRM_TITLE,
          message: leaveConfirmMessage(loss),
          stay: LEAVE_CONFIRM_STAY,
          leave: LEAVE_CONFIRM_LEAVE,
        }
      : null,
  );

  const [locked, setLocked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [instructionOpen, setInstructionOpen] = useState(false);
  const [tutorialSaving, setTutorialSaving] = useState(false);
  const [tutorialError, setTutorialError] = useState<string | null>(null);

  const recorder = useMemo(
    () =>
      new GameSessionRecorder({
        shortCode: game.shortCode,
        newKey: () => crypto.randomUUID(),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        onLocked: () => setLocked(true),
        onUnsaved: (message) => setNotice(message),
      }),
    [game.shortCode],
  );

  // The game's own code, fetched while the learner reads the setup.
  useEffect(() => preloadGamePlayer(), []);

  // Voice metrics (issue 18): the switch (which restores this browser's choice) and the analysis load apart
  // from the page, the analysis only once the switch is on; the microphone is asked for when a game starts.
  // Off, or when the modal closes, the microphone is released.
  // 'Record my rounds' (issue 31) records beside the same analysis, which the round's debrief draws.
  const [voiceOn, setVoiceOn] = useState(false);
  const [recordOn, setRecordOn] = useState(false);
  const learner = useRouteLoaderData<typeof rootLoader>('root')?.user?.id ?? null;
  const [voice, setVoice] = useState<VoiceController | null>(null);
  const voiceRef = useRef<VoiceController | null>(null);
  voiceRef.current = voice;
  const listening = voiceOn || recordOn;
  const [voiceLoadFailed, setVoiceLoadFailed] = useState(false);
  useEffect(() => {
    if (!listening) return;
    let made: VoiceController | null = null;
    let cancelled = false;
    import('~/games/voice/voice-loader')
      .then(({ createVoiceController }) =>
        createVoiceController({ record: recordOn, learner, shortCode: game.shortCode }),
      )
      .then(
        (controller) => (cancelled ? controller.stop() : setVoice((made = controller))),
        () => {
          setNotice(VOICE_LOAD_FAILED);
          if (!cancelled) setVoiceLoadFailed(true);
        },
      );
    return () => {
      cancelled = true;
      made?.stop();
      setVoice(null);
      setVoiceLoadFailed(false);
    };
  }, [listening, recordOn, learner, game.shortCode]);

  // While the voice is measured or recorded, every round starts from its start card (Rapid Fire's too), where
  // the last round's compact debrief shows: START there skips it (issue 31). Not once the microphone is refused or
  // missing: there is no debrief to show, and the game keeps its own rhythm.
  const [voiceUnavailable, setVoiceUnavailable] = useState(false);
  useEffect(() => {
    if (!voice) {
      setVoiceUnavailable(false);
      return;
    }
    // Once refused, for the rest of this game's controller: it asks again at each step of the game (the learner may
    // allow it meanwhile), and its status passes through 'starting' each time.
    const check = () => {
      if (voice.getSnapshot().status.kind === 'unavailable') setVoiceUnavailable(true);
    };
    check();
    const unsubscribe = voice.subscribe(check);
    return () => {
      unsubscribe();
    };
  }, [voice]);
  const breakBetweenRounds = listening && !voiceUnavailable;
  useEffect(() => dispatch({ type: 'SET_BREAK_BETWEEN_ROUNDS', on: breakBetweenRounds }), [breakBetweenRounds]);
  // A round's clock starts only once the microphone is live: the step into it waits (microphone-gate.tsx).
  const gate = useMicrophoneGate({
    wanted: listening,
    loadFailed: voiceLoadFailed,
    unavailable: voiceUnavailable,
    voice,
    stateRef,
    dispatch,
  });
  const play = gate.dispatch;
  const gameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gameRef.current) gameRef.current.inert = gate.holding;
  }, [gate.holding]);

  // 'Game Viewed', once per opening of the modal.
  const viewedRef = useRef(false);
  useEffect(() => {
    if (viewedRef.current) return;
    viewedRef.current = true;
    void recorder.viewed();
  }, [recorder]);

  // Content of the chosen word sets; reloaded when the choice changes.
  const contentFetcher = useJsonLoad<ContentAnswer>(contentUnreachable);
  const loadContent = contentFetcher.load;
  const [wordSets, setWordSets] = useState<WordSet[] | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const loadedSetsRef = useRef<string | null>(null);
  const requestedSets = state.settings.currentWordSets.join(',');
  const reloadContent = useCallback(() => {
    setContentError(null);
    loadContent(contentHref(game.shortCode, stateRef.current.settings.currentWordSets));
  }, [game.shortCode, loadContent]);
  useEffect(() => {
    if (!definition.needsContent || loadedSetsRef.current === requestedSets) return;
    reloadContent();
  }, [definition.needsContent, requestedSets, reloadContent]);
  useEffect(() => {
    const answer = contentFetcher.data;
    if (!answer) return;
    if (!answer.ok) {
      setContentError(answer.error);
      return;
    }
    setWordSets(answer.wordSets);
    dispatch({ type: 'CONTENT_LOADED', content: answer.content, nounForms: answer.nounForms });
    const selected = answer.selectedWordSets.join(',');
    loadedSetsRef.current = selected;
    // Word sets that no longer exist were ignored by the server: show the choice the words came from.
    if (selected !== '' && selected !== stateRef.current.settings.currentWordSets.join(',')) {
      dispatch({ type: 'UPDATE_SETTINGS', settings: { currentWordSets: answer.selectedWordSets } });
    }
  }, [contentFetcher.data]);

  // The slideshow's photos: at opening, and new ones for each play-again.
  const photosFetcher = useJsonLoad<PhotosAnswer>(photosUnreachable);
  const loadPhotos = photosFetcher.load;
  const playAgainPending = useRef(false);
  useEffect(() => {
    if (definition.needsPhotos) loadPhotos(photosHref(game.shortCode));
  }, [definition.needsPhotos, game.shortCode, loadPhotos]);
  useEffect(() => {
    const answer = photosFetcher.data;
    if (!answer) return;
    if (playAgainPending.current) {
      playAgainPending.current = false;
      play({
        type: 'RESET_GAME',
        now: performance.now(),
        photos: answer.photos.length > 0 ? answer.photos : undefined,
      });
    } else {
      dispatch({ type: 'PHOTOS_LOADED', photos: answer.photos });
    }
  }, [photosFetcher.data, play]);

  // A game session per game: START TRAINING, play again and replay each begin one (state.gameNumber).
  const startedGameRef = useRef(0);
  const postedRoundsRef = useRef({ gameNumber: 0, count: 0 });
  const finishedGameRef = useRef(0);
  useEffect(() => {
    if (
      state.gameNumber === 0 ||
      !isGameView(state.view) ||
      startedGameRef.current === state.gameNumber ||
      state.embedded
    )
      return;
    startedGameRef.current = state.gameNumber;
    const settings = state.baseSettings ?? state.settings;
    recorder.start(state.gameNumber, { settings, isMultiplayer: settings.isMultiplayer, players: settings.players });
  }, [recorder, state.gameNumber, state.view, state.baseSettings, state.settings, state.embedded]);
  // The voice analysis follows the game before its rounds are posted, so a round that just ended has its summary under way.
  useEffect(() => voice?.follow(state), [voice, state]);
  useEffect(() => {
    if (startedGameRef.current !== state.gameNumber) return;
    const posted = postedRoundsRef.current;
    let count = posted.gameNumber === state.gameNumber ? Math.min(posted.count, state.rounds.length) : 0;
    for (; count < state.rounds.length; count += 1) {
      const round = state.rounds[count];
      if (round) recorder.round(state.gameNumber, count, round, voiceRef.current?.metricsFor(state.gameNumber, count));
    }
    postedRoundsRef.current = { gameNumber: state.gameNumber, count };
  }, [recorder, state.gameNumber, state.rounds]);
  useEffect(() => {
    if (!state.ended || startedGameRef.current !== state.gameNumber || finishedGameRef.current === state.gameNumber)
      return;
    finishedGameRef.current = state.gameNumber;
    recorder.finish(state.gameNumber, finishSummary(state));
  }, [recorder, state]);

  // Spec 1 §4 game sequence analytics: gather, debounced, whenever the current sequence changes.
  const currentSequence = sequenceKey(state);
  const inGame = isGameView(state.view);
  useEffect(() => {
    if (!inGame) return;
    const timer = setTimeout(() => void recorder.gather(stateRef.current.settings), GATHER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [recorder, currentSequence, inGame]);

  // The one-time choice at the learner's first game (issue 31): asked at START, before the first round.
  const [choiceOpen, setChoiceOpen] = useState(false);
  const start = () => {
    if (!stateRef.current.embedded && !voiceChoiceAsked(browserStorage(), learner)) {
      setChoiceOpen(true);
      return;
    }
    startGame();
  };
  const chooseAndStart = (choice: { record: boolean; metrics: boolean }) => {
    const storage = browserStorage();
    writeVoicePreference(storage, choice.metrics, learner, 'voiceMetrics');
    writeVoicePreference(storage, choice.record, learner, 'recordRounds');
    rememberVoiceChoiceAsked(storage, learner);
    setVoiceOn(choice.metrics);
    setRecordOn(choice.record);
    setChoiceOpen(false);
    startGame();
  };

  const startGame = () => {
    // Browsers let the end ding sound only after audio was started inside a user gesture.
    primeAudio();
    // Inside the click: the microphone's prompt and the analysis' audio start belong to this gesture.
    voiceRef.current?.begin();
    stateRef.current.settings.playerNames.forEach((name, index) => {
      const fixed = playerNameOrDefault(name, index);
      if (fixed !== name) dispatch({ type: 'SET_PLAYER_NAME', index, name: fixed });
    });
    dispatch({ type: 'START_GAME', now: performance.now() });
  };

  const completeTutorial = async () => {
    setTutorialSaving(true);
    setTutorialError(null);
    const answer = await callRelayed('updateUserGame', {
      params: { shortCode: game.shortCode },
      body: { isTutorialCompleted: true },
    });
    if (answer.ok) dispatch({ type: 'TUTORIAL_DONE' });
    else setTutorialError(TUTORIAL_SAVE_FAILED);
    setTutorialSaving(false);
  };

  if (locked) {
    return (
      <>
        <ModalHeader title={game.name} closeTo={closeTo} shortCode={game.shortCode} />
        <div className="flex-1">
          <LockedScreen gameName={game.name} isPlanPaused={isPlanPaused} upgrade={upgrade} />
        </div>
      </>
    );
  }

  const showInstructions = showsInstructionOverlay(state, userGame.instructionVideoUrl);
  const contentLoading = contentFetcher.state !== 'idle' || (definition.needsPhotos && photosFetcher.state !== 'idle');
  return (
    <>
      <ModalHeader
        title={game.name}
        closeTo={closeTo}
        shortCode={game.shortCode}
        onBack={canGoBack(state) ? () => dispatch({ type: 'BACK' }) : undefined}
        actions={
          showInstructions ? (
            <Button
              variant="ghost"
              className="gap-1.5 px-3 py-2 text-sm font-semibold"
              type="button"
              onClick={() => setInstructionOpen(true)}
            >
              <PlayCircleIcon aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only">How to play</span>
            </Button>
          ) : null
        }
      />
      {isSetupView(state.view) ? (
        <div
          className={`mx-auto w-full flex-1 px-4 py-6 sm:py-8 ${state.view === 'setup-tutorial' ? 'max-w-3xl' : state.view === 'setup-player-inputs' ? 'max-w-xl' : 'max-w-xl lg:max-w-4xl'}`}
        >
          {state.view === 'setup-tutorial' && userGame.tutorialVideoUrl ? (
            <TutorialView
              gameName={game.name}
              videoUrl={userGame.tutorialVideoUrl}
              accent={accent}
              saving={tutorialSaving}
              error={tutorialError}
              onWatchLater={() => dispatch({ type: 'TUTORIAL_DONE' })}
              onComplete={() => void completeTutorial()}
            />
          ) : (
            <>
              {game.subtitle ? <p className="mb-6 text-center text-lg text-ink-muted">{game.subtitle}</p> : null}
              <SetupView
                state={state}
                dispatch={dispatch}
                definition={definition}
                accent={accent}
                wordSets={wordSets}
                contentLoading={contentLoading}
                contentError={contentError}
                onRetryContent={reloadContent}
                onWordSetsChange={(names) =>
                  dispatch({ type: 'UPDATE_SETTINGS', settings: { currentWordSets: names } })
                }
                onStart={start}
                voiceMetrics={{ on: voiceOn, set: setVoiceOn }}
                recordRounds={{ on: recordOn, set: setRecordOn }}
                learner={learner}
              />
            </>
          )}
        </div>
      ) : (
        <div className="relative flex min-h-0 flex-1 flex-col">
          <div ref={gameRef} className="flex min-h-0 flex-1 flex-col">
            <LazyGamePlayer
              state={state}
              dispatch={play}
              definition={definition}
              content={state.content}
              photos={state.photos}
              onPlayAgain={() => {
                if (definition.needsPhotos) {
                  playAgainPending.current = true;
                  loadPhotos(photosHref(game.shortCode));
                } else {
                  play({ type: 'RESET_GAME', now: performance.now() });
                }
              }}
              onReplayLastRound={() => play({ type: 'RETRY_GAME', now: performance.now() })}
              voice={voice}
            />
          </div>
          {gate.holding ? <MicrophoneStarting accent={accent} onGoOn={gate.goOn} /> : null}
        </div>
      )}
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} />
      {choiceOpen && isSetupView(state.view) ? (
        <VoiceChoiceDialog
          accent={accent}
          record={recordOn}
          metrics={voiceOn}
          onStart={chooseAndStart}
          onBack={() => setChoiceOpen(false)}
        />
      ) : null}
      {instructionOpen && userGame.instructionVideoUrl ? (
        <InstructionOverlay
          gameName={game.name}
          videoUrl={userGame.instructionVideoUrl}
          onClose={() => setInstructionOpen(false)}
        />
      ) : null}
    </>
  );
}

import { afterEach, beforeAll, beforeEach, expect, jest } from '@jest/globals';
import { createRemixStub } from '@remix-run/testing';
import { useNavigate } from '@remix-run/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameDefinitions, type GameContent, type Photo, type ShortCode } from '@impromptu/games';
import { gameColour } from '~/games/shared/game-colour';
import { VOICE_CHOICE_STORAGE_KEY } from '~/games/voice/voice-preference';
import { FullScreenModal } from './full-screen-modal';
import { GameFrame } from './game-frame';
import type { ContentAnswer, UserGameInfo } from './game-data';
import { MODAL_TITLE_ID } from './modal-header';

/*
 * The game modal of /games/dashboard/{shortCode} for component tests (ADR 0067): the route's full-screen modal and
 * its game frame under Remix's router, with the web's resource routes the frame calls (the game session and its
 * rounds, the words of the word sets, the slideshow's photos) answered as those routes answer. The route's loader
 * and where Close goes after the question are a path: tests/e2e/game-frame.spec.ts and game-leave.spec.ts.
 */

const CLOSE_TO = '/games/home';

interface ResourceAnswers {
  /** GET /resources/games/{shortCode}/content: the words of the chosen word sets. */
  content?: Extract<ContentAnswer, { ok: true }>;
  /** GET /resources/games/{shortCode}/photos. */
  photos?: Photo[];
}

/** The web's resource routes the frame calls with fetch, as they answer; every call is kept, in order. */
function answerResourceRoutes(answers: ResourceAnswers) {
  const calls: { method: string; path: string }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'POST' && path === '/resources/game-sessions')
      return json(201, { sessionId: '5e551011-0000-4000-8000-000000000001' });
    if (path.endsWith('/content')) return json(200, answers.content ?? { ok: false, error: 'no words here' });
    if (path.endsWith('/photos')) return json(200, { photos: answers.photos ?? [] });
    return json(200, {});
  });
  return calls;
}

/**
 * Renders the game `shortCode` past its tutorial, with `lastSettings` as the learner's last (by default a 15 s game
 * for one), for a learner who has made the voice choice of their first game (issue 31) already.
 */
export function renderGameModal(
  shortCode: ShortCode,
  { lastSettings, ...answers }: ResourceAnswers & { lastSettings?: Record<string, unknown> } = {},
) {
  window.localStorage.setItem(VOICE_CHOICE_STORAGE_KEY, 'yes');
  const calls = answerResourceRoutes(answers);
  const definition = gameDefinitions[shortCode];
  const game = { shortCode, name: definition.title, subtitle: null, colour: definition.colour };
  const userGame: UserGameInfo = {
    isTutorialCompleted: true,
    tutorialVideoUrl: `/tutorials/${shortCode}.mp4`,
    instructionVideoUrl: `/tutorials/${shortCode}.mp4`,
    lastSettings: lastSettings ?? { isMultiplayer: false, totalDuration: 15 },
  };
  function GameModal() {
    const navigate = useNavigate();
    return (
      <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={() => navigate(CLOSE_TO)} accent={gameColour(game.colour)}>
        <GameFrame
          game={game}
          userGame={userGame}
          closeTo={CLOSE_TO}
          isPlanPaused={false}
          upgrade={{ kind: 'page', to: '/games/user/settings/billing' }}
        />
      </FullScreenModal>
    );
  }
  const Stub = createRemixStub([
    { path: `/games/dashboard/${shortCode}`, Component: GameModal },
    { path: CLOSE_TO, Component: () => <h1>Home</h1> },
  ]);
  render(<Stub initialEntries={[`/games/dashboard/${shortCode}`]} />);
  return {
    /** How many game sessions START TRAINING (or play again) began. */
    sessionsStarted: () =>
      calls.filter((call) => call.method === 'POST' && call.path === '/resources/game-sessions').length,
  };
}

/** For a file of game modal tests: the fake clock in each test, and the running game's code loaded beforehand. */
export function onTheFakeClock(): void {
  beforeAll(async () => {
    // The running game's code is loaded apart (lazy-game-player.tsx): loaded once here, it is there at START.
    await import('~/games/play/game-player');
  });
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** The words a game draws from (GET /resources/games/{shortCode}/content): the default word set's. */
export function wordsAnswer(content: Partial<GameContent>): Extract<ContentAnswer, { ok: true }> {
  return {
    ok: true,
    wordSets: [{ id: 'clean', name: 'Clean' }],
    selectedWordSets: ['Clean'],
    content: { TOPIC: [], TITLE: [], NOUN: [], ADJECTIVE: [], INTRODUCTION: [], ANALOGY: [], ...content },
    nounForms: {},
  };
}

/** START TRAINING, then Ready? Set. Go! one step a second (each waits its whole second), into the game. */
export async function startTraining() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'START TRAINING' }, { timeout: 15_000 }));
  expect(await screen.findByText('Ready?')).toBeTruthy();
  advance(999);
  expect(screen.getByText('Ready?')).toBeTruthy();
  advance(1);
  expect(screen.getByText('Set.')).toBeTruthy();
  advance(1000);
  expect(screen.getByText('Go!')).toBeTruthy();
  advance(1000);
  return user;
}

/** Moves the fake clock on by `ms`, running every timer due on the way (Jest's modern timers fake performance.now). */
export function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** A game timer on screen, by its label ('Timer', 'Round timer'): its mm:ss, and whether it says paused. */
export function timerReading(label: string): { clock: string; paused: boolean } {
  const name = screen.getByRole('timer', { name: new RegExp(`^${label}: `) }).getAttribute('aria-label') ?? '';
  const match = /: (\d+:\d\d)( \(paused\))?$/.exec(name);
  if (!match) throw new Error(`no clock in "${name}"`);
  return { clock: match[1]!, paused: match[2] !== undefined };
}

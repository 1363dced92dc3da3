import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fakeRelay } from '~/utils/fake-relay';
import { PRACTICE_UNSAVED, PracticeRecorder } from './practice-recorder';

// ADR 0025: the tab remembers the practice session it started; a reload goes on with it while it is not completed.

class TabStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type Answer = { status: number; body: unknown };
const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const played = {
  goals: [{ index: 0, name: 'Three words', gameShortCode: 'triple-step', type: 'ROUNDS' as const, progress: 40 }],
  inputs: [],
};

let relay: ReturnType<typeof fakeRelay> | null = null;

/** The relay from now on: it answers each `METHOD path` as given; `calls` lists what was sent as `METHOD path`. */
function server(answers: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  relay?.restore();
  const current = fakeRelay((call) => {
    const answer = answers[`${call.method} ${call.path}`];
    if (!answer) throw new Error(`no answer for ${call.method} ${call.path}`);
    return typeof answer === 'function' ? answer() : answer;
  });
  relay = current;
  return {
    get calls() {
      return current.calls.map((call) => `${call.method} ${call.path}`);
    },
  };
}

const START = 'POST /resources/practice/sessions/three-words-one-story/user-sessions';
const read = (id: string) => `GET /resources/practice/user-sessions/${id}`;

describe('a practice page starting its session', () => {
  let notices: string[];
  beforeEach(() => {
    notices = [];
    (globalThis as { window?: unknown }).window = { sessionStorage: new TabStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    relay?.restore();
    relay = null;
  });
  const recorder = () =>
    new PracticeRecorder({ practiceSessionSlug: 'three-words-one-story' }, (message) => notices.push(message));

  it('starts a new session the first time, and goes on with it on the next load in the tab', async () => {
    server({ [START]: { status: 201, body: { userPracticeSessionId: ID_1 } } });
    expect(await recorder().start(false)).toEqual({ id: ID_1, resumed: null });

    const reload = server({
      [read(ID_1)]: {
        status: 200,
        body: {
          userPracticeSessionId: ID_1,
          elementIndex: 3,
          gameIndex: 1,
          status: 'STARTED',
          retriesUsed: { '2': 1 },
          outcome: played,
        },
      },
    });
    expect(await recorder().start(false)).toEqual({
      id: ID_1,
      resumed: { elementIndex: 3, gameIndex: 1, retriesUsed: { 2: 1 }, outcome: played },
    });
    expect(reload.calls).toEqual([read(ID_1)]);
    expect(notices).toEqual([]);
  });

  it.each([
    [
      'completed',
      {
        status: 200,
        body: {
          userPracticeSessionId: ID_1,
          elementIndex: 7,
          gameIndex: 1,
          status: 'COMPLETED',
          retriesUsed: {},
          outcome: played,
        },
      },
    ],
    ['unknown to the BFF', { status: 404, body: { message: 'Practice session not found' } }],
    ['unreadable', { status: 200, body: { status: 'STARTED' } }],
  ])('starts a new session when the remembered one is %s, and remembers the new one', async (_, answer) => {
    server({ [START]: { status: 201, body: { userPracticeSessionId: ID_1 } } });
    await recorder().start(false);
    const next = server({ [read(ID_1)]: answer, [START]: { status: 201, body: { userPracticeSessionId: ID_2 } } });
    expect(await recorder().start(false)).toEqual({ id: ID_2, resumed: null });
    expect(next.calls).toEqual([read(ID_1), START]);
    server({
      [read(ID_2)]: {
        status: 200,
        body: {
          userPracticeSessionId: ID_2,
          elementIndex: 1,
          gameIndex: 0,
          status: 'STARTED',
          retriesUsed: {},
          outcome: played,
        },
      },
    });
    expect((await recorder().start(false)).id).toBe(ID_2);
  });

  it('starts once when the screen mounts twice while its first start is under way, and remembers that one session', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = server({
      [START]: async () => {
        await held;
        return { status: 201, body: { userPracticeSessionId: ID_1 } };
      },
    });
    const first = recorder().start(false);
    const second = recorder().start(false);
    release();
    expect(await Promise.all([first, second])).toEqual([
      { id: ID_1, resumed: null },
      { id: ID_1, resumed: null },
    ]);
    expect(slow.calls).toEqual([START]);
    server({
      [read(ID_1)]: {
        status: 200,
        body: {
          userPracticeSessionId: ID_1,
          elementIndex: 2,
          gameIndex: 0,
          status: 'STARTED',
          retriesUsed: {},
          outcome: played,
        },
      },
    });
    expect((await recorder().start(false)).resumed?.elementIndex).toBe(2);
  });

  it("resumes Today's Practice on its own day only", async () => {
    server({ [START]: { status: 201, body: { userPracticeSessionId: ID_1 } } });
    await recorder().start(true, '2026-11-22');
    const nextDay = server({ [START]: { status: 201, body: { userPracticeSessionId: ID_2 } } });
    expect(await recorder().start(true, '2026-11-23')).toEqual({ id: ID_2, resumed: null });
    expect(nextDay.calls).toEqual([START]);
  });

  it('says the practice could not be saved when no session can be started, and remembers nothing', async () => {
    server({ [START]: { status: 400, body: { message: 'Validation failed' } } });
    expect(await recorder().start(false)).toEqual({ id: null, resumed: null });
    expect(notices).toEqual([PRACTICE_UNSAVED]);
    const later = server({ [START]: { status: 201, body: { userPracticeSessionId: ID_2 } } });
    expect(await recorder().start(false)).toEqual({ id: ID_2, resumed: null });
    expect(later.calls).toEqual([START]);
  });
});

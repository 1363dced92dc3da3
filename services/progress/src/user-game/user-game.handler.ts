import { WrongExpectedVersionError, type AppendResult, type EventStore } from '@impromptu/event-store';
import {
  decideUserGame,
  evolveUserGame,
  initialUserGameState,
  parseUserGameEvent,
  USER_GAME_STREAM_TYPE,
  userGameStreamId,
  type SetTutorialCompletion,
} from './user-game.events.js';

/** Read → decide → append at the exact version (again on a concurrent append); null when nothing changed. */
export async function handleUserGameCommand(store: EventStore, command: SetTutorialCompletion, maxAttempts = 5): Promise<AppendResult | null> {
  const streamId = userGameStreamId(command.data.userId, command.data.shortCode);
  for (let attempt = 1; ; attempt += 1) {
    const stored = await store.readStream(streamId);
    const state = stored.map(parseUserGameEvent).reduce(evolveUserGame, initialUserGameState());
    const events = decideUserGame(command, state);
    if (events.length === 0) return null;
    try {
      return await store.append(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, schemaVersion: 1 })),
        { expectedVersion: state.version === 0 ? 'no_stream' : state.version, streamType: USER_GAME_STREAM_TYPE },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

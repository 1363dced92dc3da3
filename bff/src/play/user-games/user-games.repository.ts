import { Injectable } from '@nestjs/common';
import { readProjection } from '@impromptu/event-store';
import {
  userGameDecider,
  userGameProjection,
  userGameStreamId,
  type PlayViews,
  type SetTutorialCompletion,
} from '@impromptu/play';
import { ContextRepository } from '../../infrastructure/context-repository.js';

@Injectable()
export class UserGamesRepository extends ContextRepository<PlayViews> {
  /** The projected user game; undefined before the first event or while the projection is not built. */
  async getUserGame(userId: string, shortCode: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('user_game')
          .select(['is_tutorial_completed', 'last_settings'])
          .where('user_id', '=', userId)
          .where('short_code', '=', shortCode)
          .executeTakeFirst(),
      undefined,
    );
  }

  async getPreferredGame(userId: string): Promise<string | undefined> {
    const row = await readProjection(
      () =>
        this.views
          .selectFrom('user_preferred_game')
          .select('short_code')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      undefined,
    );
    return row?.short_code;
  }

  /** Appends the change (if any) and waits, bounded, until the user_game view shows it. */
  async setTutorialCompletion(command: SetTutorialCompletion): Promise<void> {
    await this.commands.run({
      streamId: userGameStreamId(command.data.userId, command.data.shortCode),
      decider: userGameDecider,
      command,
      waitFor: [userGameProjection],
    });
  }
}

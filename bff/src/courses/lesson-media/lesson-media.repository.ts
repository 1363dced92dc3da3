import { Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@impromptu/db';
import { readAggregate, type CommandResult } from '@impromptu/event-store';
import {
  lessonMediaDecider,
  lessonMediaProjection,
  lessonMediaStreamId,
  type CoursesViews,
  type LessonMediaCommand,
  type LessonMediaEvent,
  type LessonMediaKind,
  type LessonMediaState,
} from '@impromptu/courses';
import { ContextRepository } from '../../infrastructure/context-repository.js';

/** PostgreSQL's undefined_table: the projection's view does not exist yet. */
const UNDEFINED_TABLE = '42P01';

export interface LessonMediaDraftRow {
  id: string;
  target: string;
  storage_key: string;
  container: 'mp4' | 'webm';
  size_bytes: number;
  duration_seconds: number;
}

@Injectable()
export class LessonMediaRepository extends ContextRepository<CoursesViews> {
  /** Every course lecture, in course and lesson order. */
  lectures() {
    return this.lectureRows().orderBy('course.name').orderBy('lesson.index').execute();
  }

  lecture(lessonId: string) {
    return this.lectureRows().where('lesson.id', '=', lessonId).executeTakeFirst();
  }

  /** A lesson's lecture with what authoring shows of it: its video, captions, breakdown and course. */
  private lectureRows() {
    return this.db
      .selectFrom('lesson')
      .innerJoin('course', 'course.id', 'lesson.course_id')
      .select([
        'lesson.id',
        'lesson.name',
        'lesson.video_url',
        'lesson.captions_url',
        'lesson.lesson_breakdown',
        'course.name as course_name',
      ]);
  }

  /**
   * The published media rows of these lesson videos (all when none are named). Before the worker's projection runner
   * has made the view (a fresh database), nothing is published as far as learners go: the rendered lessons show.
   */
  async published(targets?: readonly string[]) {
    try {
      return await this.views
        .selectFrom('lesson_media')
        .selectAll()
        .$if(targets !== undefined, (query) =>
          query.where('target', 'in', targets && targets.length > 0 ? targets : ['']),
        )
        .execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }

  state(kind: LessonMediaKind, key: string): Promise<LessonMediaState> {
    return readAggregate(this.commands.store, lessonMediaStreamId(kind, key), lessonMediaDecider).then(
      (folded) => folded.state,
    );
  }

  handle(
    kind: LessonMediaKind,
    key: string,
    command: LessonMediaCommand,
    alongside?: (trx: Transaction<DB>) => Promise<void>,
  ): Promise<CommandResult<LessonMediaEvent, LessonMediaState>> {
    return this.commands.run({
      streamId: lessonMediaStreamId(kind, key),
      decider: lessonMediaDecider,
      command,
      lock: true,
      ...(alongside ? { alongside: (trx: Transaction<DB>) => alongside(trx) } : {}),
      waitFor: [lessonMediaProjection],
    });
  }

  async insertDraft(row: LessonMediaDraftRow & { uploaded_by: string }): Promise<void> {
    await this.db.insertInto('lesson_media_draft').values(row).execute();
  }

  async draft(id: string, target: string): Promise<LessonMediaDraftRow | undefined> {
    const row = await this.db
      .selectFrom('lesson_media_draft')
      .select(['id', 'target', 'storage_key', 'container', 'size_bytes', 'duration_seconds'])
      .where('id', '=', id)
      .where('target', '=', target)
      .executeTakeFirst();
    return row ? { ...row, size_bytes: Number(row.size_bytes) } : undefined;
  }

  async draftById(id: string): Promise<LessonMediaDraftRow | undefined> {
    const row = await this.db
      .selectFrom('lesson_media_draft')
      .select(['id', 'target', 'storage_key', 'container', 'size_bytes', 'duration_seconds'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, size_bytes: Number(row.size_bytes) } : undefined;
  }

  async deleteDraft(executor: Kysely<DB>, id: string): Promise<void> {
    await executor.deleteFrom('lesson_media_draft').where('id', '=', id).execute();
  }
}

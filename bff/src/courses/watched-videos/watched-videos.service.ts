import { Inject, Injectable } from '@nestjs/common';
import { keepsWatchedTime, mergeSpans, watchedSeconds, watchedShare } from '@impromptu/courses/rules';
import type { WatchedVideoBody, WatchedVideoDto } from './watched-videos.dto.js';
import { WatchedVideosRepository, type WatchedVideoRow } from './watched-videos.repository.js';

/** A lesson video's key in `watched_video`: a lecture by its lesson's id, a Virtual Coach lesson by its name. */
export const lectureVideo = (lessonId: string) => `lecture:${lessonId}`;
export const virtualCoachVideo = (lesson: string) => `virtual-coach:${lesson}`;

/**
 * Watched time of lesson videos (issue 47 §2, ADR 0057): each save's spans merge into those kept (a union, so a save
 * repeated or arriving late changes nothing), and the play head of the latest save is where the next visit resumes.
 * Access to the video is the caller's to check.
 */
@Injectable()
export class WatchedVideosService {
  constructor(@Inject(WatchedVideosRepository) private readonly repository: WatchedVideosRepository) {}

  /**
   * `currentDuration`: the published media's duration when a coach published one (null for the rendered lesson).
   * Watched time measured against a video whose length differs by more than WATCHED_KEPT_WITHIN is a new video's:
   * it reads as nothing watched (ADR 0060).
   */
  async read(userId: string, video: string, currentDuration: number | null = null): Promise<WatchedVideoDto> {
    const row = await this.repository.find(userId, video);
    if (row && currentDuration !== null && !keepsWatchedTime(row.duration_seconds, currentDuration))
      return dto(undefined);
    return dto(row);
  }

  async record(userId: string, video: string, body: WatchedVideoBody): Promise<WatchedVideoDto> {
    const row = await this.repository.update(userId, video, (current) => ({
      // A new version of another length starts afresh; a re-take within WATCHED_KEPT_WITHIN keeps what was watched.
      spans: mergeSpans(
        current && keepsWatchedTime(current.duration_seconds, body.durationSeconds) ? current.spans : [],
        body.spans,
      ),
      position_seconds: body.positionSeconds,
      duration_seconds: body.durationSeconds,
    }));
    return dto(row);
  }
}

function dto(row: WatchedVideoRow | undefined): WatchedVideoDto {
  if (!row) return { spans: [], positionSeconds: 0, durationSeconds: null, watchedSeconds: 0, progress: 0 };
  return {
    spans: row.spans,
    positionSeconds: row.position_seconds,
    durationSeconds: row.duration_seconds,
    watchedSeconds: watchedSeconds(row.spans),
    progress: watchedShare(row.spans, row.duration_seconds),
  };
}

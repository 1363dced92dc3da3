import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@impromptu/kernel';
import { LESSONS, LESSON_CONTENT, type Lesson } from '@impromptu/coach/rules';
import { lessonMediaTarget, nextLessonMediaVersion, type LessonMediaKind } from '@impromptu/courses';
import { MAX_WATCHED_VIDEO_SECONDS, parseWebVtt } from '@impromptu/courses/rules';
import { inspectVideo, VideoFileError, type ByteRange, type MediaStoragePort } from '@impromptu/integrations';
import { FieldRefusedError, VALIDATION_FAILED } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import { AccessService, NO_ACCESS_MESSAGE } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { byteRangeOf } from './byte-range.js';
import type {
  LessonMediaDraftDto,
  LessonMediaTargetDto,
  PublishedLessonMediaDto,
  PublishLessonMediaBody,
} from './lesson-media.dto.js';
import { LessonMediaRepository } from './lesson-media.repository.js';
import { MEDIA_STORAGE } from './media-storage.provider.js';
import type { VideoUpload } from './video-upload.decorator.js';

export const LESSON_NOT_FOUND = 'This lesson is not found.';
export const DRAFT_NOT_FOUND = 'This upload is not found (it may be published already): upload the video again.';
export const MEDIA_NOT_FOUND = 'This lesson video is not published.';
export const TYPE_MISMATCH = (declared: string, actual: string) =>
  `This file was sent as ${declared} but it is a ${actual === 'mp4' ? 'MP4' : 'WebM'} video. Choose the file again.`;

/** Where the web app serves a published version (ADR 0060): the address changes with each version. */
export const publishedVideoPath = (kind: LessonMediaKind, key: string, version: number) =>
  `/resources/lesson-media/${kind}/${key}/v/${version}/video`;
export const draftVideoPath = (draftId: string) => `/resources/lesson-media/drafts/${draftId}/video`;

const CONTENT_TYPE = { mp4: 'video/mp4', webm: 'video/webm' } as const;

export interface ServedMedia {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

type PublishedRow = Awaited<ReturnType<LessonMediaRepository['published']>>[number];

/**
 * Lesson media a coach publishes (issue 47, ADR 0060): a video uploaded (or recorded in the browser) is checked from its
 * bytes and kept as a draft; publishing stores it and its captions under a new version's keys and appends one event;
 * learners then see it in place of the rendered lesson, until an unpublish. Only admins and coaches author.
 */
@Injectable()
export class LessonMediaService {
  constructor(
    @Inject(LessonMediaRepository) private readonly repository: LessonMediaRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStoragePort,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Admins and coaches author lesson media; anyone else is refused (403). */
  async requireAuthor(user: AuthenticatedUser): Promise<void> {
    const account = await this.access.requireAccount(user.id);
    if (account.type === 'COACH') return;
    if (!(await this.access.isAdmin(user.id))) throw new DomainError('forbidden', NO_ACCESS_MESSAGE);
  }

  async list(user: AuthenticatedUser): Promise<LessonMediaTargetDto[]> {
    await this.requireAuthor(user);
    const [lectures, rows] = await Promise.all([this.repository.lectures(), this.repository.published()]);
    const byTarget = new Map(rows.map((row) => [row.target, row]));
    return [
      ...lectures.map((lecture) => lectureTarget(lecture, byTarget.get(lessonMediaTarget('lecture', lecture.id)))),
      ...LESSONS.map((lesson) => coachTarget(lesson, byTarget.get(lessonMediaTarget('virtual-coach', lesson)))),
    ];
  }

  async target(user: AuthenticatedUser, kind: LessonMediaKind, key: string): Promise<LessonMediaTargetDto> {
    await this.requireAuthor(user);
    return this.findTarget(kind, key);
  }

  private async findTarget(kind: LessonMediaKind, key: string): Promise<LessonMediaTargetDto> {
    const [row] = await this.repository.published([lessonMediaTarget(kind, key)]);
    if (kind === 'virtual-coach') {
      if (!(LESSONS as readonly string[]).includes(key)) throw new DomainError('not_found', LESSON_NOT_FOUND);
      return coachTarget(key as Lesson, row);
    }
    const lecture = /^[0-9a-f-]{36}$/i.test(key) ? await this.repository.lecture(key) : undefined;
    if (!lecture) throw new DomainError('not_found', LESSON_NOT_FOUND);
    return lectureTarget(lecture, row);
  }

  /** What learners see for this lesson video: the published version, or null for the rendered lesson. */
  async published(kind: LessonMediaKind, key: string): Promise<PublishedLessonMediaDto | null> {
    const [row] = await this.repository.published([lessonMediaTarget(kind, key)]);
    return publishedDto(row);
  }

  /** The published videos' durations of these lessons, by key (those with nothing published are absent). */
  async publishedDurations(kind: LessonMediaKind, keys: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.repository.published(keys.map((key) => lessonMediaTarget(kind, key)));
    return new Map(
      rows.flatMap((row) => (row.duration_seconds === null ? [] : [[row.lesson_key, Number(row.duration_seconds)]])),
    );
  }

  async upload(
    user: AuthenticatedUser,
    kind: LessonMediaKind,
    key: string,
    upload: VideoUpload,
  ): Promise<LessonMediaDraftDto> {
    await this.requireAuthor(user);
    await this.findTarget(kind, key);
    const bytes = await upload.read(this.config.MEDIA_MAX_UPLOAD_MB * 1024 * 1024);
    let inspected;
    try {
      inspected = inspectVideo(bytes);
    } catch (error) {
      if (error instanceof VideoFileError) throw invalidBody(error.message);
      throw error;
    }
    if (inspected.contentType !== upload.declaredType)
      throw invalidBody(TYPE_MISMATCH(upload.declaredType, inspected.container));
    if (inspected.durationSeconds > MAX_WATCHED_VIDEO_SECONDS)
      throw invalidBody('This video is longer than 6 hours: publish a lesson of a few minutes.');
    const draftId = randomUUID();
    const storageKey = `drafts/${draftId}.${inspected.container}`;
    await this.storage.put(storageKey, bytes, inspected.contentType);
    await this.repository.insertDraft({
      id: draftId,
      target: lessonMediaTarget(kind, key),
      storage_key: storageKey,
      container: inspected.container,
      size_bytes: bytes.length,
      duration_seconds: inspected.durationSeconds,
      uploaded_by: user.id,
    });
    return {
      draftId,
      container: inspected.container,
      contentType: inspected.contentType,
      sizeBytes: bytes.length,
      durationSeconds: inspected.durationSeconds,
      previewUrl: draftVideoPath(draftId),
    };
  }

  /**
   * Publishes a draft with its captions as the next version: both objects are stored under keys of their own first
   * (nothing a learner reads yet), then one event makes them current, with the draft's row deleted in its transaction.
   */
  async publish(
    user: AuthenticatedUser,
    kind: LessonMediaKind,
    key: string,
    body: PublishLessonMediaBody,
  ): Promise<LessonMediaTargetDto> {
    await this.requireAuthor(user);
    await this.findTarget(kind, key);
    const draft = await this.repository.draft(body.draftId, lessonMediaTarget(kind, key));
    if (!draft) throw new DomainError('not_found', DRAFT_NOT_FOUND);
    const captions = parseWebVtt(body.captions);
    if ('problem' in captions)
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'captions', message: captions.problem }],
      });
    const version = nextLessonMediaVersion(await this.repository.state(kind, key));
    const base = `lessons/${kind}/${key.toLowerCase()}/v${version}-${draft.id}`;
    const videoKey = `${base}.${draft.container}`;
    const captionsKey = `${base}.vtt`;
    await this.storage.copy(draft.storage_key, videoKey);
    await this.storage.put(captionsKey, new TextEncoder().encode(body.captions), 'text/vtt');
    await this.repository.handle(
      kind,
      key,
      {
        type: 'PublishLessonMedia',
        data: {
          kind,
          key,
          version,
          videoKey,
          captionsKey,
          container: draft.container,
          sizeBytes: draft.size_bytes,
          durationSeconds: draft.duration_seconds,
          publishedBy: user.id,
          now: this.clock.now(),
        },
      },
      (trx) => this.repository.deleteDraft(trx, draft.id),
    );
    await this.storage.remove(draft.storage_key);
    return this.findTarget(kind, key);
  }

  /** Withdraws the published version: learners see the rendered lesson again. */
  async unpublish(user: AuthenticatedUser, kind: LessonMediaKind, key: string): Promise<LessonMediaTargetDto> {
    await this.requireAuthor(user);
    await this.findTarget(kind, key);
    await this.repository.handle(kind, key, {
      type: 'UnpublishLessonMedia',
      data: { kind, key, by: user.id, now: this.clock.now() },
    });
    return this.findTarget(kind, key);
  }

  /** A published version's video (range requests) or captions, for any signed-in user while it is the current one. */
  async servePublished(
    kind: LessonMediaKind,
    key: string,
    version: number,
    part: 'video' | 'captions',
    range: string | undefined,
  ): Promise<ServedMedia> {
    const [row] = await this.repository.published([lessonMediaTarget(kind, key)]);
    if (!row || row.version !== version || !row.video_key || !row.captions_key || !row.container)
      throw new DomainError('not_found', MEDIA_NOT_FOUND);
    return part === 'video'
      ? this.serve(row.video_key, CONTENT_TYPE[row.container as 'mp4' | 'webm'], range, 'private, max-age=86400')
      : this.serve(row.captions_key, 'text/vtt; charset=utf-8', undefined, 'private, max-age=86400');
  }

  /** A draft's video, for its preview before publishing. */
  async serveDraft(user: AuthenticatedUser, draftId: string, range: string | undefined): Promise<ServedMedia> {
    await this.requireAuthor(user);
    const draft = await this.repository.draftById(draftId);
    if (!draft) throw new DomainError('not_found', DRAFT_NOT_FOUND);
    return this.serve(draft.storage_key, CONTENT_TYPE[draft.container], range, 'private, no-store');
  }

  private async serve(
    storageKey: string,
    contentType: string,
    rangeHeader: string | undefined,
    cacheControl: string,
  ): Promise<ServedMedia> {
    const size = await this.storage.size(storageKey);
    if (size === null) throw new DomainError('not_found', MEDIA_NOT_FOUND);
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
    };
    const range = byteRangeOf(rangeHeader, size);
    if (range === 'unsatisfiable')
      return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` }, body: null };
    const whole: ByteRange = { start: 0, end: size - 1 };
    const served = range ?? whole;
    headers['Content-Length'] = String(size === 0 ? 0 : served.end - served.start + 1);
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    return {
      status: range ? 206 : 200,
      headers,
      body: size === 0 ? null : await this.storage.read(storageKey, range ?? undefined),
    };
  }
}

function invalidBody(message: string): FieldRefusedError {
  return new FieldRefusedError(message, 'body');
}

function publishedDto(row: PublishedRow | undefined): PublishedLessonMediaDto | null {
  if (!row || row.version === null || row.container === null || row.published_at === null) return null;
  const videoUrl = publishedVideoPath(row.kind as LessonMediaKind, row.lesson_key, row.version);
  return {
    version: row.version,
    container: row.container as 'mp4' | 'webm',
    sizeBytes: Number(row.size_bytes),
    durationSeconds: Number(row.duration_seconds),
    videoUrl,
    captionsUrl: videoUrl.replace(/\/video$/, '/captions'),
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

function lectureTarget(
  lecture: Awaited<ReturnType<LessonMediaRepository['lectures']>>[number],
  row: PublishedRow | undefined,
): LessonMediaTargetDto {
  return {
    kind: 'lecture',
    key: lecture.id,
    title: lecture.name,
    context: lecture.course_name,
    renderedVideoUrl: lecture.video_url,
    renderedCaptionsUrl: lecture.captions_url,
    keyPoints: lecture.lesson_breakdown.map((item) => item.text),
    published: publishedDto(row),
    versionsPublished: row?.versions_published ?? 0,
  };
}

function coachTarget(lesson: Lesson, row: PublishedRow | undefined): LessonMediaTargetDto {
  const content = LESSON_CONTENT[lesson];
  return {
    kind: 'virtual-coach',
    key: lesson,
    title: `Lesson ${content.number}: ${content.name}`,
    context: 'Virtual Coach',
    renderedVideoUrl: content.videoUrl,
    renderedCaptionsUrl: content.videoUrl.replace(/\.mp4$/, '.vtt'),
    keyPoints: [content.focus, content.body],
    published: publishedDto(row),
    versionsPublished: row?.versions_published ?? 0,
  };
}

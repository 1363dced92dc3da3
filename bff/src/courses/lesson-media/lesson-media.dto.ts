import { z } from 'zod';
import { LESSON_MEDIA_KINDS, MAX_CAPTIONS_BYTES } from '@impromptu/courses/rules';

export const LessonMediaParamsSchema = z.object({
  kind: z
    .enum(LESSON_MEDIA_KINDS)
    .meta({ description: 'A course lecture or a Virtual Coach lesson', example: 'lecture' }),
  key: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a lesson id or a Virtual Coach lesson')
    .meta({ description: "The lecture's lesson id, or the Virtual Coach lesson (SPEED…)", example: 'ENERGY' }),
});

export const LessonMediaVersionParamsSchema = LessonMediaParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(1_000_000).meta({ description: 'The published version', example: 1 }),
});

export const LessonMediaDraftParamsSchema = z.object({ draftId: z.uuid() });

export const PublishLessonMediaBodySchema = z
  .strictObject({
    draftId: z.uuid().meta({ description: 'The uploaded or recorded video to publish' }),
    captions: z
      .string()
      .min(1, 'Add captions before publishing: upload a WebVTT file or make a draft from the script.')
      .max(MAX_CAPTIONS_BYTES, 'Captions must be at most 512 KB.')
      .meta({ description: 'The WebVTT captions of the video (checked: a WEBVTT header and timed cues)' }),
  })
  .meta({ id: 'PublishLessonMediaBody' });

export const PublishedLessonMediaSchema = z
  .object({
    version: z.number().int(),
    container: z.enum(['mp4', 'webm']),
    sizeBytes: z.number().int(),
    durationSeconds: z.number(),
    videoUrl: z.string().meta({ description: "The web app's address of the video (range requests)" }),
    captionsUrl: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'PublishedLessonMedia', description: 'The version learners see' });

export const LessonMediaTargetSchema = z
  .object({
    kind: z.enum(LESSON_MEDIA_KINDS),
    key: z.string(),
    title: z.string(),
    /** The course's name, or Virtual Coach. */
    context: z.string(),
    /** The rendered lesson: the fallback while nothing is published. */
    renderedVideoUrl: z.string().nullable(),
    renderedCaptionsUrl: z.string().nullable(),
    /** The script's key points, shown beside the video and as the teleprompter's outline. */
    keyPoints: z.array(z.string()),
    published: PublishedLessonMediaSchema.nullable(),
    versionsPublished: z.number().int(),
  })
  .meta({ id: 'LessonMediaTarget', description: 'A lesson video a coach may publish, and what is published' });

export const LessonMediaListSchema = z.array(LessonMediaTargetSchema).meta({ id: 'LessonMediaList' });

export const LessonMediaDraftSchema = z
  .object({
    draftId: z.uuid(),
    container: z.enum(['mp4', 'webm']),
    contentType: z.enum(['video/mp4', 'video/webm']),
    sizeBytes: z.number().int(),
    durationSeconds: z.number(),
    previewUrl: z.string(),
  })
  .meta({ id: 'LessonMediaDraft', description: 'An uploaded video, checked and kept as a draft until published' });

export type LessonMediaParams = z.infer<typeof LessonMediaParamsSchema>;
export type LessonMediaVersionParams = z.infer<typeof LessonMediaVersionParamsSchema>;
export type PublishLessonMediaBody = z.infer<typeof PublishLessonMediaBodySchema>;
export type PublishedLessonMediaDto = z.infer<typeof PublishedLessonMediaSchema>;
export type LessonMediaTargetDto = z.infer<typeof LessonMediaTargetSchema>;
export type LessonMediaDraftDto = z.infer<typeof LessonMediaDraftSchema>;

import { z } from 'zod';
import { MAX_WATCHED_SPANS, MAX_WATCHED_VIDEO_SECONDS } from '@impromptu/courses/rules';

const seconds = z.number().min(0).max(MAX_WATCHED_VIDEO_SECONDS);

export const WatchedSpanSchema = z
  .tuple([seconds, seconds])
  .refine(([from, to]) => to > from, { message: 'a span ends after it starts' })
  .meta({ description: 'A stretch of the video played, [from, to] in seconds', example: [0, 12.5] });

// Strict: a save with a field this route does not know is a client out of step, refused rather than half-read.
export const WatchedVideoBodySchema = z
  .strictObject({
    spans: z
      .array(WatchedSpanSchema)
      .max(MAX_WATCHED_SPANS)
      .meta({ description: 'Stretches played at up to 2× (seeks excluded); merged with those already kept' }),
    positionSeconds: seconds.meta({ description: 'Where the play head is: where the next visit resumes' }),
    durationSeconds: z.number().positive().max(MAX_WATCHED_VIDEO_SECONDS),
  })
  .meta({
    id: 'WatchedVideoBody',
    description: 'Watched time to keep: sent every ~10 s of new watching, on pause and when the page is hidden',
  });

export const WatchedVideoSchema = z
  .object({
    spans: z.array(z.tuple([z.number(), z.number()])),
    positionSeconds: z.number(),
    durationSeconds: z.number().nullable(),
    watchedSeconds: z.number(),
    /** The share watched, 0 – 1 (the 90 % rule reads this). */
    progress: z.number().min(0).max(1),
  })
  .meta({ id: 'WatchedVideo', description: "The learner's watched time of a lesson video, merged over every save" });

export type WatchedVideoBody = z.infer<typeof WatchedVideoBodySchema>;
export type WatchedVideoDto = z.infer<typeof WatchedVideoSchema>;

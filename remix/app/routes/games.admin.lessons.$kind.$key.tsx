import { PublishLessonMediaBodySchema, type LessonMediaDraftDto } from '@impromptu/bff/contracts';
import { lessonMedia } from '@impromptu/bff/routes';
import { captionsDraft } from '@impromptu/courses/rules';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Button, focusRing } from '~/components/button';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { parseVtt } from '~/courses/lecture-watching';
import { loadLessonMediaTarget } from '~/lesson-media/lesson-media-data.server';
import { mediaClock } from '~/lesson-media/media-clock';
import { BrowserRecorder } from '~/lesson-media/browser-recorder';
import { uploadLessonVideo } from '~/lesson-media/upload-video';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.target.title} | Lesson videos | Impromptu` : 'Lesson videos | Impromptu' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return { target: await loadLessonMediaTarget(request, params.kind ?? '', params.key ?? '') };
}

export const ErrorBoundary = GeneralErrorBoundary;

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const lesson = { kind: (params.kind ?? '') as 'lecture', key: params.key ?? '' };
  try {
    if (form.get('intent') === 'unpublish') {
      await bffFor(request).call(lessonMedia.unpublish, { params: lesson });
      return data({ ok: true as const, message: 'Unpublished: learners see the rendered lesson again.', errors: [] });
    }
    const parsed = PublishLessonMediaBodySchema.safeParse({
      draftId: form.get('draftId'),
      captions: form.get('captions'),
    });
    if (!parsed.success)
      return data(
        { ok: false as const, message: null, errors: parsed.error.issues.map((issue) => issue.message) },
        400,
      );
    const published = await bffFor(request).call(lessonMedia.publish, { params: lesson, body: parsed.data });
    return data({
      ok: true as const,
      message: `Published version ${published.published?.version ?? ''}: learners see it now.`,
      errors: [],
    });
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    const errors = error.issues.length > 0 ? error.issues.map((issue) => issue.message) : [error.message];
    return data({ ok: false as const, message: null, errors }, error.statusCode);
  }
}

type Upload = { state: 'idle' } | { state: 'sending'; share: number } | { state: 'failed'; message: string };

/**
 * One lesson video (issue 47): what learners see now, and a new version — uploaded from a file or recorded here with
 * the camera beside a teleprompter of the script — previewed with its captions and published in one step.
 */
export default function LessonVideoPage() {
  const { target } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [script, setScript] = useState<string[]>(target.keyPoints);
  const [draft, setDraft] = useState<LessonMediaDraftDto | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [captions, setCaptions] = useState('');
  const [captionsUrl, setCaptionsUrl] = useState<string | null>(null);

  // The rendered lesson's captions are its script: the teleprompter's lines and the captions draft's text.
  useEffect(() => {
    if (!target.renderedCaptionsUrl) return;
    let live = true;
    void fetch(target.renderedCaptionsUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        const lines = parseVtt(text).map((cue) => cue.text.replace(/\n/g, ' '));
        if (live && lines.length > 0) setScript(lines);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target.renderedCaptionsUrl]);

  // The preview shows the captions as they are being written.
  useEffect(() => {
    if (!captions.startsWith('WEBVTT')) return setCaptionsUrl(null);
    const url = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }));
    setCaptionsUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [captions]);

  // A publish clears the draft: it is the version learners see now.
  useEffect(() => {
    if (answer?.ok) {
      setDraft(null);
      setCaptions('');
    }
  }, [answer]);

  const send = async (video: Blob) => {
    setDraft(null);
    setUpload({ state: 'sending', share: 0 });
    const result = await uploadLessonVideo(
      `/resources/lesson-media/${target.kind}/${target.key}/drafts`,
      video,
      (share) => setUpload({ state: 'sending', share }),
    );
    if (result.ok) {
      setUpload({ state: 'idle' });
      setDraft(result.draft);
    } else setUpload({ state: 'failed', message: result.message });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <Link
          to="/games/admin/lessons"
          className={`rounded font-semibold text-brand-pink-dark hover:underline ${focusRing}`}
        >
          Lesson videos
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{target.context}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{target.title}</h1>

      <div role="status" aria-live="polite" className="mt-4">
        {answer?.ok ? (
          <p className="rounded-xl bg-green-50 p-3 font-semibold text-green-800">{answer.message}</p>
        ) : null}
      </div>
      {answer && !answer.ok ? (
        <ul role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {answer.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="now" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="now" className="text-xl font-bold text-ink">
          What learners see now
        </h2>
        {target.published ? (
          <div className="mt-3 flex flex-col gap-3">
            <p className="text-ink">
              Your coach video, version {target.published.version}, {mediaClock(target.published.durationSeconds)} long.
            </p>
            <video
              controls
              preload="metadata"
              className="aspect-video w-full max-w-xl rounded-xl bg-slate-900"
              src={target.published.videoUrl}
              aria-label={`Published video of ${target.title}`}
            >
              <track kind="captions" srcLang="en" label="English" src={target.published.captionsUrl} default />
            </video>
            <Form method="post">
              <input type="hidden" name="intent" value="unpublish" />
              <Button type="submit" variant="secondary" className="px-5 py-2 font-semibold" disabled={busy}>
                Unpublish (show the rendered lesson)
              </Button>
            </Form>
          </div>
        ) : (
          <p className="mt-3 text-ink">The rendered lesson: no coach video is published yet.</p>
        )}
      </section>

      <section aria-labelledby="new-version" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="new-version" className="text-xl font-bold text-ink">
          {target.published ? 'Publish a new version' : 'Publish your video'}
        </h2>
        <p className="mt-2 text-ink-muted">
          An MP4 or WebM video. It is checked when it arrives and kept as a draft: learners see it only once you
          publish.
        </p>
        <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h3 className="font-bold text-ink">Upload a file</h3>
            <label htmlFor="video-file" className="text-ink">
              Video file (MP4 or WebM)
            </label>
            <input
              id="video-file"
              type="file"
              accept="video/mp4,video/webm"
              className={`rounded text-ink ${focusRing}`}
              disabled={upload.state === 'sending'}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void send(file);
              }}
            />
          </div>
          <BrowserRecorder
            script={script}
            disabled={upload.state === 'sending'}
            onRecorded={(video) => void send(video)}
          />
        </div>

        <div aria-live="polite" className="mt-4">
          {upload.state === 'sending' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="upload-progress" className="font-semibold text-ink">
                Uploading… {Math.round(upload.share * 100)} %
              </label>
              <progress id="upload-progress" max={1} value={upload.share} className="h-3 w-full max-w-xl" />
            </div>
          ) : null}
        </div>
        {upload.state === 'failed' ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {upload.message}
          </p>
        ) : null}

        {draft ? (
          <Form method="post" className="mt-6 flex flex-col gap-4">
            <h3 className="font-bold text-ink">Preview</h3>
            <p className="text-ink">
              Draft ready: {draft.container.toUpperCase()}, {mediaClock(draft.durationSeconds)} long,{' '}
              {(draft.sizeBytes / 1024 / 1024).toFixed(1)} MB.
            </p>
            <video
              key={`${draft.draftId}-${captionsUrl ?? ''}`}
              controls
              preload="metadata"
              className="aspect-video w-full max-w-xl rounded-xl bg-slate-900"
              src={draft.previewUrl}
              aria-label="Preview of your video"
            >
              {captionsUrl ? <track kind="captions" srcLang="en" label="English" src={captionsUrl} default /> : null}
            </video>
            <input type="hidden" name="draftId" value={draft.draftId} />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="secondary"
                className="px-5 py-2 font-semibold"
                onClick={() => setCaptions(captionsDraft(script, draft.durationSeconds))}
              >
                Draft captions from the script
              </Button>
              <label htmlFor="captions-file" className="text-ink">
                or a WebVTT file
              </label>
              <input
                id="captions-file"
                type="file"
                accept=".vtt,text/vtt"
                className={`rounded text-ink ${focusRing}`}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) void file.text().then(setCaptions);
                }}
              />
            </div>
            <label htmlFor="captions" className="font-semibold text-ink">
              Captions (WebVTT): correct them to what you said
            </label>
            <textarea
              id="captions"
              name="captions"
              rows={10}
              value={captions}
              onChange={(event) => setCaptions(event.currentTarget.value)}
              className={`w-full rounded-xl border border-slate-300 p-3 font-mono text-sm text-ink ${focusRing}`}
            />
            <div>
              <Button type="submit" variant="primary" className="px-6 py-3 font-semibold" disabled={busy}>
                {busy ? 'Publishing…' : 'Publish'}
              </Button>
            </div>
          </Form>
        ) : null}
      </section>

      {target.keyPoints.length > 0 ? (
        <section aria-labelledby="key-points" className="mt-8">
          <h2 id="key-points" className="text-xl font-bold text-ink">
            Key points learners see beside the video
          </h2>
          <ul className="mt-2 list-disc pl-6 text-ink">
            {target.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

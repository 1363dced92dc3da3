import { useEffect, useRef, useState, type ReactNode } from 'react';
import { chaptersUrlFor, parseVtt, transcriptText, type Cue } from './lecture-watching';
import { useWatchedTime, type LectureProgress, type WatchedResume } from './use-watched-time';
import { Button } from '~/components/button';

export type { LectureProgress, WatchedResume } from './use-watched-time';

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The lecture video with its captions track (on by default) and chapters track, the chapters as a list that jumps
 * to each part, and the transcript below. Progress is the share of the video watched (spec 2 §5: the lecture counts
 * as watched at 90 %): time played at up to 2×; a seek ahead adds nothing, so the play head at the end is not
 * enough. It is reported as it grows, and kept (issue 47 §2): saved to `saveUrl` every 10 s of new watching, on pause
 * and when the page is hidden or left, and resumed from `resume` where the learner stopped.
 */
export function LecturePlayer({
  videoUrl,
  captionsUrl,
  title,
  onProgress,
  below,
  resume = null,
  saveUrl = null,
}: {
  videoUrl: string;
  captionsUrl: string | null;
  title: string;
  onProgress: (progress: LectureProgress) => void;
  /** Shown right under the video, before the chapters and the transcript (the page's Continue). */
  below?: ReactNode;
  resume?: WatchedResume | null;
  /** Where watched time is saved (a POST the relay forwards to the BFF); null keeps it in the page. */
  saveUrl?: string | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const chaptersUrl = chaptersUrlFor(captionsUrl);
  const [chapters, setChapters] = useState<Cue[]>([]);
  const [transcript, setTranscript] = useState<Cue[]>([]);

  useEffect(() => {
    let live = true;
    const load = async (url: string | null, set: (cues: Cue[]) => void) => {
      if (!url) return;
      try {
        const response = await fetch(url);
        if (response.ok && live) set(parseVtt(await response.text()));
      } catch {
        // No chapters or transcript: the video and its captions track still play.
      }
    };
    void load(chaptersUrl, setChapters);
    void load(captionsUrl, setTranscript);
    return () => {
      live = false;
    };
  }, [captionsUrl, chaptersUrl]);

  useWatchedTime(video, { resume, saveUrl, onProgress });

  const jump = (to: number) => {
    const element = video.current;
    if (element) element.currentTime = to;
  };

  return (
    <div className="flex flex-col gap-4">
      <figure className="overflow-hidden rounded-2xl bg-ink shadow-lg">
        <video
          ref={video}
          controls
          preload="metadata"
          playsInline
          className="aspect-video w-full bg-black"
          aria-label={`Lecture video: ${title}`}
          onError={() => setFailed(true)}
          data-testid="lecture-video"
        >
          <source src={videoUrl} type={videoUrl.endsWith('.mp4') ? 'video/mp4' : undefined} />
          {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" default /> : null}
          {chaptersUrl ? <track kind="chapters" src={chaptersUrl} srcLang="en" label="Chapters" /> : null}
        </video>
        {failed ? (
          <figcaption role="alert" className="bg-brand-yellow-light p-3 text-sm font-semibold text-ink">
            The video could not be played. Check your connection and reload the page.
          </figcaption>
        ) : null}
      </figure>
      {below}
      {chapters.length > 0 ? (
        <nav aria-label="Chapters" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-bold uppercase tracking-widest text-ink-muted">In this lecture</h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {chapters.map((chapter) => (
              <li key={chapter.start}>
                <Button
                  variant="plain"
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-left font-semibold text-ink hover:bg-slate-100"
                  type="button"
                  onClick={() => jump(chapter.start)}
                >
                  <span className="w-10 shrink-0 tabular-nums text-ink-muted">{clock(chapter.start)}</span>
                  {chapter.text}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {transcript.length > 0 ? (
        <details className="rounded-2xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-bold text-ink">Transcript</summary>
          <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed text-ink">
            {(chapters.length > 0 ? chapters : [{ start: 0, end: Infinity, text: '' }]).map((chapter) => (
              <section key={chapter.start}>
                {chapter.text ? <h3 className="font-bold">{chapter.text}</h3> : null}
                <p>
                  {transcriptText(transcript.filter((cue) => cue.start >= chapter.start && cue.start < chapter.end))}
                </p>
              </section>
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}

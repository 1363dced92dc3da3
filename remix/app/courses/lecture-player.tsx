import { useEffect, useRef, useState } from 'react';

export interface LectureProgress {
  /** The furthest point reached, as a share of the video (0 to 1). */
  progress: number;
  playbackRate: number;
  /** The learner jumped ahead past what they had watched. */
  skipped: boolean;
}

/**
 * The lecture video with its captions track. Progress is the furthest point reached (spec 2 §5: the
 * lecture counts as watched at 90 %), reported as it grows.
 */
export function LecturePlayer({
  videoUrl,
  captionsUrl,
  title,
  onProgress,
}: {
  videoUrl: string;
  captionsUrl: string | null;
  title: string;
  onProgress: (progress: LectureProgress) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const furthest = useRef(0);
  const skipped = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let watchedUpTo = 0;
    const report = () => {
      if (!element.duration || !Number.isFinite(element.duration)) return;
      const at = Math.min(1, element.currentTime / element.duration);
      if (!element.seeking) watchedUpTo = Math.max(watchedUpTo, at);
      if (at > furthest.current) {
        furthest.current = at;
        onProgress({ progress: at, playbackRate: element.playbackRate, skipped: skipped.current });
      }
    };
    // A jump beyond what was watched is a skip: still counted (seeking is allowed), and reported as such.
    const onSeeked = () => {
      const at = element.duration ? element.currentTime / element.duration : 0;
      if (at > watchedUpTo + 0.05) skipped.current = true;
      report();
    };
    element.addEventListener('timeupdate', report);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('ended', report);
    return () => {
      element.removeEventListener('timeupdate', report);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('ended', report);
    };
  }, [onProgress]);

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink shadow-lg">
      {/* Captions: spoken words are burned into the picture and also offered as a WebVTT track. */}
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
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" /> : null}
      </video>
      {failed ? (
        <figcaption role="alert" className="bg-brand-yellow-light p-3 text-sm font-semibold text-ink">
          The video could not be played. Check your connection and reload the page.
        </figcaption>
      ) : null}
    </figure>
  );
}

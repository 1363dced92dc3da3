import { useEffect, useRef, type RefObject } from 'react';
import { WATCHED_SAVE_EVERY_SECONDS, type WatchedSpan } from '@impromptu/courses/rules';
import { countsAsWatching, WatchedTime } from './lecture-watching';

export interface LectureProgress {
  /** The share of the video actually watched (0 to 1): played time, not the play head. */
  progress: number;
  playbackRate: number;
  /** The learner jumped ahead past what they had watched. */
  skipped: boolean;
}

/** What was kept of an earlier visit, on this device or another: the stretches watched and where it stopped. */
export interface WatchedResume {
  spans: readonly WatchedSpan[];
  positionSeconds: number;
}

/**
 * Watched time of a lesson video (issue 28's rule, issue 47 §2): time played at up to 2×, never a seek ahead,
 * reported as it grows; started from `resume` (and the video sought to where it stopped), and kept at `saveUrl`
 * (a POST the relay forwards to the BFF) every 10 s of new watching, on pause and when the page is hidden or left.
 * A lecture and a Virtual Coach lesson use the same.
 */
export function useWatchedTime(
  video: RefObject<HTMLVideoElement | null>,
  {
    resume = null,
    saveUrl = null,
    onProgress,
  }: {
    resume?: WatchedResume | null;
    saveUrl?: string | null;
    onProgress?: (progress: LectureProgress) => void;
  },
): void {
  const resumeRef = useRef(resume);
  const saveUrlRef = useRef(saveUrl);
  saveUrlRef.current = saveUrl;
  const skipped = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const watched = new WatchedTime(resumeRef.current?.spans);
    let last = element.currentTime;
    // The time update a seek fires is a jump, not watching.
    let jumping = false;
    let reported = 0;
    let savedTotal = watched.total();
    let savedPosition = resumeRef.current?.positionSeconds ?? 0;
    // Bounded writes: only when something new was watched or the play head moved, as a beacon (it survives the page).
    const save = () => {
      const url = saveUrlRef.current;
      if (!url || !element.duration || !Number.isFinite(element.duration)) return;
      const total = watched.total();
      const position = Math.min(element.currentTime, element.duration);
      if (total === savedTotal && Math.abs(position - savedPosition) < 1) return;
      savedTotal = total;
      savedPosition = position;
      const body = { spans: watched.stretches(), positionSeconds: position, durationSeconds: element.duration };
      navigator.sendBeacon?.(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    };
    const report = () => {
      if (!element.duration || !Number.isFinite(element.duration)) return;
      const share = Math.min(1, watched.total() / element.duration);
      if (share > reported) {
        reported = share;
        onProgress?.({ progress: share, playbackRate: element.playbackRate, skipped: skipped.current });
      }
    };
    const onTime = () => {
      const now = element.currentTime;
      const step = now - last;
      if (!jumping && !element.seeking && countsAsWatching(step, element.playbackRate)) watched.add(last, now);
      jumping = false;
      last = now;
      report();
      if (watched.total() - savedTotal >= WATCHED_SAVE_EVERY_SECONDS) save();
    };
    // Resume where the learner stopped (not at the very end), without counting the jump as watching.
    const onMetadata = () => {
      const at = resumeRef.current?.positionSeconds ?? 0;
      if (at > 0 && at < element.duration - 1 && element.currentTime < 0.5) {
        jumping = true;
        last = at;
        element.currentTime = at;
      }
      report();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const onSeeking = () => {
      jumping = true;
    };
    const onSeeked = () => {
      if (element.currentTime > watched.watchedUpTo(last) + 1) skipped.current = true;
      jumping = false;
      last = element.currentTime;
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeking', onSeeking);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('pause', save);
    element.addEventListener('loadedmetadata', onMetadata);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeking', onSeeking);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('pause', save);
      element.removeEventListener('loadedmetadata', onMetadata);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [video, onProgress]);
}

import { VOICE_BANDS } from '@impromptu/voice/bands';
import type { VoiceLiveState } from '@impromptu/voice/live';

/* The figures the live feedback and the metrics card show, from the analysis' live state (issue 18). */

export interface Silence {
  startMs: number;
  endMs: number;
}

/** "1.2 s" (one decimal under ten seconds, whole seconds above). */
export function formatSeconds(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}

/** "0:23", "1:05". */
export function formatClockMs(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function formatPercent(ratio: number): string {
  return `${Math.round(Math.min(1, Math.max(0, ratio)) * 100)} %`;
}

/** The silences of the stretch so far: the pauses between speech and the silence going on now. */
export function silencesOf(live: VoiceLiveState | null): Silence[] {
  if (!live) return [];
  const silences = live.pauses.map((pause) => ({ startMs: pause.startMs, endMs: pause.endMs }));
  if (live.currentSilenceMs > 0)
    silences.push({ startMs: Math.max(0, live.elapsedMs - live.currentSilenceMs), endMs: live.elapsedMs });
  return silences;
}

/**
 * Snow Globe: the silence that answered a pause cue, or null. A cue counts as taken when a silence of at
 * least VOICE_BANDS.cuePauseMs starts within its window; live, a silence already going on when the pie
 * asked counts too, so a speaker who stopped a moment early is not told they kept talking.
 */
export function pauseTakenOn(
  cue: { startMs: number; endMs: number | null },
  silences: readonly Silence[],
  nowMs: number,
): Silence | null {
  const cueEnd = cue.endMs ?? nowMs;
  const long = (silence: Silence) => silence.endMs - silence.startMs >= VOICE_BANDS.cuePauseMs;
  const started = silences.find(
    (silence) => silence.startMs >= cue.startMs && silence.startMs <= cueEnd && long(silence),
  );
  if (started) return started;
  return (
    silences.find(
      (silence) => silence.startMs < cue.startMs && silence.endMs - cue.startMs >= VOICE_BANDS.cuePauseMs,
    ) ?? null
  );
}

/** Whether the silence going on now is a hesitation (longer than VOICE_BANDS.hesitationMs mid-round). */
export function isHesitatingNow(live: VoiceLiveState | null): boolean {
  return live !== null && live.currentSilenceMs > VOICE_BANDS.hesitationMs;
}

/** Podcast: each speaker's speaking time over their turns, and their share of all of it. */
export function talkShares(
  turns: readonly { playerId: number | null; playerName: string | null; speakingMsAtStart: number }[],
  speakingMsNow: number,
): { playerId: number; name: string; speakingMs: number; share: number }[] {
  const byPlayer = new Map<number, { playerId: number; name: string; speakingMs: number }>();
  turns.forEach((turn, index) => {
    if (turn.playerId === null) return;
    const until = turns[index + 1]?.speakingMsAtStart ?? speakingMsNow;
    const entry = byPlayer.get(turn.playerId) ?? {
      playerId: turn.playerId,
      name: turn.playerName ?? `Player ${turn.playerId + 1}`,
      speakingMs: 0,
    };
    entry.speakingMs += Math.max(0, until - turn.speakingMsAtStart);
    byPlayer.set(turn.playerId, entry);
  });
  const total = [...byPlayer.values()].reduce((sum, entry) => sum + entry.speakingMs, 0);
  return [...byPlayer.values()].map((entry) => ({ ...entry, share: total > 0 ? entry.speakingMs / total : 0 }));
}

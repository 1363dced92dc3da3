import { startVoiceSession } from './engine';
import { deleteRound, saveRound } from './recordings';
import { VoiceController, type KeepRecording } from './voice-controller';

/**
 * The game frame's dynamic import once 'Voice metrics' or 'Record my rounds' is on: the controller with the
 * analysis engine and, when recording, where the learner's rounds are kept (this browser's IndexedDB).
 */
export function createVoiceController(
  options: { record?: boolean; learner?: string | null; shortCode?: string } = {},
): VoiceController {
  const record = options.record === true;
  const learner = options.learner ?? 'anonymous';
  const keep: KeepRecording | null = record
    ? async (round) => {
        const id = `${learner}:${Date.now()}:${round.key}`;
        await saveRound({
          id,
          learner,
          shortCode: options.shortCode ?? '',
          gameNumber: round.gameNumber,
          roundIndex: round.roundIndex,
          recordedAt: Date.now(),
          audio: round.audio,
          size: round.audio.size,
          timeline: round.timeline,
          metrics: round.metrics,
          prompts: round.prompts,
        });
        return id;
      }
    : null;
  const controller = new VoiceController(
    () => startVoiceSession({ record }),
    undefined,
    keep,
    record ? deleteRound : null,
  );
  controller.learner = record ? learner : null;
  return controller;
}

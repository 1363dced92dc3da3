import { startVoiceSession } from './engine';
import { VoiceController } from './voice-controller';

/** The game frame's dynamic import once 'Voice metrics' is on: the controller with the analysis engine. */
export function createVoiceController(): VoiceController {
  return new VoiceController(startVoiceSession);
}

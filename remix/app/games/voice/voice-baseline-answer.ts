import { VoiceBaselineSchema } from '@impromptu/bff/contracts';
import { z } from 'zod';

/** What /resources/games/:shortCode/voice-baseline answers (a web route over GET /pages/progress), read as the contract says. */
export const VoiceBaselineAnswerSchema = z.object({ baseline: VoiceBaselineSchema.nullable() });
export type VoiceBaselineAnswer = z.output<typeof VoiceBaselineAnswerSchema>;

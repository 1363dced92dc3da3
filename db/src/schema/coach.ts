import type { ColumnType } from 'kysely';

/** The WAV of one AI coach recording, uploaded by the learner's browser (embedded bot); bytes only, the recording itself is events. */
export interface CoachRecordingAudioTable {
  recording_id: string;
  recall_bot_id: string;
  user_id: string;
  content_type: ColumnType<string, string | undefined, string>;
  content: Buffer;
  byte_size: number;
  duration_seconds: number;
  uploaded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CoachTables {
  coach_recording_audio: CoachRecordingAudioTable;
}

import { Module } from '@nestjs/common';
import { PracticeSessionsModule } from './practice-sessions/practice-sessions.module.js';

/** Practice: Today's Practice and named practice sessions, their progress, retries and outcome. */
@Module({ imports: [PracticeSessionsModule] })
export class PracticeModule {}

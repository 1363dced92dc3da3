import { Module } from '@nestjs/common';
import { VirtualCoachModule } from './virtual-coach/virtual-coach.module.js';
import { AiCoachModule } from './ai-coach/ai-coach.module.js';

/** Coach: the Virtual Coach tutorial, and the AI coach's bots and recordings. */
@Module({ imports: [VirtualCoachModule, AiCoachModule] })
export class CoachModule {}

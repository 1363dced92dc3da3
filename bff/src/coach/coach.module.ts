import { Module } from '@nestjs/common';
import { VirtualCoachModule } from './virtual-coach/virtual-coach.module.js';

/** Coach: the Virtual Coach tutorial. */
@Module({ imports: [VirtualCoachModule] })
export class CoachModule {}

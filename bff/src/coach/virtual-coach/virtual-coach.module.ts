import { Module } from '@nestjs/common';
import { VirtualCoachController } from './virtual-coach.controller.js';
import { VirtualCoachRepository } from './virtual-coach.repository.js';
import { VirtualCoachService } from './virtual-coach.service.js';

@Module({ controllers: [VirtualCoachController], providers: [VirtualCoachRepository, VirtualCoachService] })
export class VirtualCoachModule {}

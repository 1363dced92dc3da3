import { Module } from '@nestjs/common';
import { BotsAdminController, CoachTicketController, RecordingsController } from './ai-coach.controller.js';
import { AiCoachRepository } from './ai-coach.repository.js';
import { AiCoachService } from './ai-coach.service.js';
import { coachBotsPortProvider } from './coach-bots-port.provider.js';
import { CoachGateway } from './coach.gateway.js';

/** The AI coach (issue 15): recording routes, the bots admin and the status WebSocket. */
@Module({
  controllers: [RecordingsController, CoachTicketController, BotsAdminController],
  providers: [AiCoachRepository, AiCoachService, coachBotsPortProvider, CoachGateway],
})
export class AiCoachModule {}

import { Body, Controller, Delete, Get, Inject, Param, Post, Put, StreamableFile } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { LiveTickets } from '../../infrastructure/live/live-tickets.js';
import {
  AiFeedbackSchema,
  BotDashboardSchema,
  BotParamsSchema,
  BotRecordListSchema,
  CoachTicketSchema,
  CreateBotBodySchema,
  CreatedBotsSchema,
  FetchRecallBotParamsSchema,
  MeetingParamsSchema,
  RecallBotSchema,
  RecordingCancelledSchema,
  RecordingParamsSchema,
  RecordingStartedSchema,
  RecordingStoppedSchema,
  StartRecordingBodySchema,
  StopRecordingBodySchema,
  type AiFeedback,
  type BotDashboard,
  type BotRecord,
  type CoachTicket,
  type CreateBotBody,
  type CreatedBots,
  type RecallBot,
  type RecordingCancelled,
  type RecordingStarted,
  type RecordingStopped,
  type StartRecordingBody,
  type StopRecordingBody,
} from './ai-coach.dto.js';
import { AiCoachService } from './ai-coach.service.js';
import { AudioUpload } from './audio-upload.decorator.js';

/** The learner's side of the AI coach (spec 1 §7, spec 2 §7): their bot, the recording of an exercise, its feedback. */
@ZodTags('ai-coach')
@Controller('recordings')
export class RecordingsController {
  constructor(@Inject(AiCoachService) private readonly service: AiCoachService) {}

  @Get('user/:userId/fetch-recall-bot')
  @ZodRoute({
    summary: 'The user’s AI coach bot: recall_bot_id and bot_name (the user themself, or an admin)',
    params: FetchRecallBotParamsSchema,
    response: RecallBotSchema,
    errors: { 403: 'Another user’s bot', 404: 'The user has no bot' },
  })
  fetchRecallBot(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string): Promise<RecallBot> {
    return this.service.fetchRecallBot(user, userId);
  }

  @Post('start-recording')
  @ZodRoute({
    summary: 'Starts recording the exercise; 200 means RECORDING (the request waits for the bot’s answer)',
    body: StartRecordingBodySchema,
    response: RecordingStartedSchema,
    errors: {
      404: 'No such bot, or not the user’s',
      409: 'The exercise is not recorded, or the bot is recording or busy',
      502: 'The bot service failed',
      504: 'The bot did not answer in time; the start was cancelled',
    },
    idempotent: true,
  })
  start(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: StartRecordingBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<RecordingStarted> {
    return this.service.startRecording(user, body, idempotency);
  }

  @Post('stop-recording')
  @ZodRoute({
    summary: 'Stops the recording ("Speaker has finished speaking"); its AI feedback is then generated',
    body: StopRecordingBodySchema,
    response: RecordingStoppedSchema,
    errors: {
      404: 'No such bot, or not the user’s',
      409: 'The bot is not RECORDING',
      502: 'The bot service failed',
      504: 'The bot did not answer in time',
    },
    idempotent: true,
  })
  stop(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: StopRecordingBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<RecordingStopped> {
    return this.service.stopRecording(user, body, idempotency);
  }

  @Delete('bots/:botId/cancel-recording')
  @ZodRoute({
    summary: 'Cancels the recording (leaving or moving on while RECORDING); 200 means CANCELLED',
    params: BotParamsSchema,
    response: RecordingCancelledSchema,
    errors: {
      404: 'No such bot, or not the user’s',
      409: 'The bot is not RECORDING (a second cancel)',
      502: 'The bot service failed',
      504: 'The bot did not answer in time',
    },
  })
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('botId') botId: string): Promise<RecordingCancelled> {
    return this.service.cancelRecording(user, botId);
  }

  @Put(':recordingId/audio')
  @ZodRoute({
    summary:
      'The recording’s audio from the learner’s microphone (capture browser): a PCM16 WAV body (audio/wav), sent before stop-recording',
    params: RecordingParamsSchema,
    status: 204,
    errors: {
      404: 'Not the user’s recording',
      409: 'The recording is not open any more',
      413: 'More than 25 MB',
      415: 'Not audio/wav',
    },
  })
  async upload(
    @CurrentUser() user: AuthenticatedUser,
    @Param('recordingId') recordingId: string,
    @AudioUpload() audio: Promise<Buffer>,
  ): Promise<void> {
    await this.service.uploadAudio(user, recordingId, await audio);
  }

  @Get(':recordingId/audio')
  @ZodRoute({
    summary: 'The recording’s audio as audio/wav (its learner, or an admin)',
    params: RecordingParamsSchema,
    errors: { 404: 'No audio, or not the user’s' },
  })
  async audio(
    @CurrentUser() user: AuthenticatedUser,
    @Param('recordingId') recordingId: string,
  ): Promise<StreamableFile> {
    return new StreamableFile(await this.service.audio(user, recordingId), {
      type: 'audio/wav',
      disposition: `inline; filename="recording-${recordingId}.wav"`,
    });
  }

  @Get('ai-feedback/:recordingId')
  @ZodRoute({
    summary: 'The recording’s AI feedback: PENDING (null), READY, or FAILED (Error getting insights)',
    params: RecordingParamsSchema,
    response: AiFeedbackSchema,
    errors: { 404: 'No such recording, or another user’s' },
  })
  feedback(@CurrentUser() user: AuthenticatedUser, @Param('recordingId') recordingId: string): Promise<AiFeedback> {
    return this.service.aiFeedback(user, recordingId);
  }
}

/** The short-lived ticket for the status WebSocket /coach/ws. */
@ZodTags('ai-coach')
@Controller('coach')
export class CoachTicketController {
  constructor(@Inject(LiveTickets) private readonly tickets: LiveTickets) {}

  @Post('ws-ticket')
  @ZodRoute({
    summary: 'A single-use ticket (30 s) for the AI coach status WebSocket',
    description:
      'Open ws(s)://…/coach/ws?ticket=…, then send {"type":"monitor_status","botIds":[…]} or {"type":"get_status","botId":…} and {"type":"heartbeat"} every 30 s; status_update {botId,isRecording,status} and connection_update {botId,isConnected} arrive for the monitored bots only.',
    response: CoachTicketSchema,
  })
  issue(@CurrentUser() user: AuthenticatedUser): Promise<CoachTicket> {
    return this.tickets.issue(user.id, 'coach');
  }
}

/** The bots admin (spec 3 §2.13, §4.10, §7). */
@ZodTags('ai-coach')
@Controller()
@RequireFeature('ADMIN_ONLY')
export class BotsAdminController {
  constructor(@Inject(AiCoachService) private readonly service: AiCoachService) {}

  @Post('create-bot')
  @ZodRoute({
    summary: 'Creates numberOfBots bots for the meeting URL (below 1 becomes 1, at most 10)',
    body: CreateBotBodySchema,
    response: CreatedBotsSchema,
    errors: { 502: 'The bot service failed' },
  })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateBotBody): Promise<CreatedBots> {
    return this.service.createBots(user, body);
  }

  @Get('audio_recordings/:meetingId')
  @ZodRoute({
    summary: 'The meeting’s bots with their breakout-room users and recordings',
    params: MeetingParamsSchema,
    response: BotRecordListSchema,
  })
  audioRecordings(@Param('meetingId') meetingId: string): Promise<BotRecord[]> {
    return this.service.audioRecordings(meetingId);
  }

  @Get('bots/dashboard')
  @ZodRoute({
    summary: 'Every bot with its status, connection, meeting and last recording; live updates on /coach/ws',
    response: BotDashboardSchema,
  })
  dashboard(): Promise<BotDashboard> {
    return this.service.dashboard();
  }
}

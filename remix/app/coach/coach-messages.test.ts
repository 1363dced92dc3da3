import { describe, expect, it } from '@jest/globals';
import { CoachServerMessageSchema, CoachTicketSchema, RecallBotSchema } from '@impromptu/bff/contracts';
import { readCoachServerMessage, readCoachTicket, readRecallBot } from './coach-messages';

const BOT = '3f2b8c1e-9a55-4a51-9d7b-3d7f7d4b8a11';

// Each sample is read by hand and by the contract's schema: both must agree on what is accepted and on what it reads as.
const botSamples: unknown[] = [
  { recall_bot_id: BOT, bot_name: 'Impromptu Coach', recording_status: 'STOPPED', is_connected: true },
  { recall_bot_id: BOT, bot_name: 'Impromptu Coach', recording_status: 'RECORDING', is_connected: false },
  { recall_bot_id: 'not-a-uuid', bot_name: 'Impromptu Coach', recording_status: 'STOPPED', is_connected: true },
  { recall_bot_id: BOT, bot_name: 7, recording_status: 'STOPPED', is_connected: true },
  { recall_bot_id: BOT, bot_name: 'Impromptu Coach', recording_status: 'PAUSED', is_connected: true },
  { recall_bot_id: BOT, bot_name: 'Impromptu Coach', recording_status: 'STOPPED' },
  null,
  [],
  'bot',
];

const ticketSamples: unknown[] = [
  { ticket: 'a-ticket', expiresInSeconds: 30 },
  { ticket: 'a-ticket', expiresInSeconds: 1.5 },
  { ticket: 7, expiresInSeconds: 30 },
  { ticket: 'a-ticket' },
  null,
];

const messageSamples: unknown[] = [
  { type: 'heartbeat' },
  { type: 'status_update', botId: BOT, isRecording: true, status: 'RECORDING' },
  { type: 'status_update', botId: BOT, isRecording: false, status: 'CANCELLED' },
  { type: 'status_update', botId: BOT, isRecording: 'yes', status: 'RECORDING' },
  { type: 'status_update', botId: BOT, isRecording: true, status: 'LISTENING' },
  { type: 'connection_update', botId: BOT, isConnected: false },
  { type: 'connection_update', botId: 'b1', isConnected: true },
  { type: 'error', message: 'You may watch only your own bot.' },
  { type: 'error', botId: BOT, message: 'Bot not found' },
  { type: 'error', botId: 12, message: 'Bot not found' },
  { type: 'monitor_status', botIds: [BOT] },
  { botId: BOT },
  null,
];

describe('the shell reads the coach as the contract says', () => {
  it.each(botSamples.map((sample) => [JSON.stringify(sample), sample]))('bot %s', (_label, sample) => {
    const parsed = RecallBotSchema.safeParse(sample);
    expect(readRecallBot(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it.each(ticketSamples.map((sample) => [JSON.stringify(sample), sample]))('ticket %s', (_label, sample) => {
    const parsed = CoachTicketSchema.safeParse(sample);
    expect(readCoachTicket(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it.each(messageSamples.map((sample) => [JSON.stringify(sample), sample]))('message %s', (_label, sample) => {
    const parsed = CoachServerMessageSchema.safeParse(sample);
    expect(readCoachServerMessage(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});

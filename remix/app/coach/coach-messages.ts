import type { CoachServerMessageSchema, CoachTicketSchema, RecallBotSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';

// What the /games shell reads from the coach, checked by hand: the shell is on every page, and the
// contract's zod schemas would bring the validation library into every page's first load (issue 9).
// coach-messages.test.ts holds these checks to the contract's schemas.

export type RecallBot = z.output<typeof RecallBotSchema>;
export type CoachServerMessage = z.output<typeof CoachServerMessageSchema>;
export type CoachTicket = z.output<typeof CoachTicketSchema>;

const STATUSES = new Set(['STOPPED', 'RECORDING', 'CANCELLED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBotId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** POST the socket's ticket: the answer, or null when it is not one. */
export function readCoachTicket(value: unknown): CoachTicket | null {
  if (!isObject(value)) return null;
  const { ticket, expiresInSeconds } = value;
  if (typeof ticket !== 'string' || typeof expiresInSeconds !== 'number' || !Number.isInteger(expiresInSeconds))
    return null;
  return { ticket, expiresInSeconds };
}

/** GET the user's bot: the answer, or null when it is not one. */
export function readRecallBot(value: unknown): RecallBot | null {
  if (!isObject(value)) return null;
  const { recall_bot_id, bot_name, recording_status, is_connected } = value;
  if (
    !isBotId(recall_bot_id) ||
    typeof bot_name !== 'string' ||
    typeof recording_status !== 'string' ||
    !STATUSES.has(recording_status) ||
    typeof is_connected !== 'boolean'
  )
    return null;
  return { recall_bot_id, bot_name, recording_status: recording_status as RecallBot['recording_status'], is_connected };
}

/** One message of the coach socket, or null when it is not one the contract names. */
export function readCoachServerMessage(value: unknown): CoachServerMessage | null {
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'heartbeat':
      return { type: 'heartbeat' };
    case 'status_update':
      return isBotId(value.botId) &&
        typeof value.isRecording === 'boolean' &&
        typeof value.status === 'string' &&
        STATUSES.has(value.status)
        ? {
            type: 'status_update',
            botId: value.botId,
            isRecording: value.isRecording,
            status: value.status as RecallBot['recording_status'],
          }
        : null;
    case 'connection_update':
      return isBotId(value.botId) && typeof value.isConnected === 'boolean'
        ? { type: 'connection_update', botId: value.botId, isConnected: value.isConnected }
        : null;
    case 'error':
      return typeof value.message === 'string' && (value.botId === undefined || isBotId(value.botId))
        ? { type: 'error', message: value.message, ...(value.botId === undefined ? {} : { botId: value.botId }) }
        : null;
    default:
      return null;
  }
}

import { z } from 'zod';

export const LiveTicketSchema = z
  .object({
    ticket: z
      .string()
      .meta({ description: 'Presented once as ?ticket= when opening the WebSocket /live/registrations' }),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'LiveTicket' });

/** What the browser sends on the socket. */
export const LiveSubscribeSchema = z.object({ scheduledEventId: z.uuid() });

export type LiveTicket = z.infer<typeof LiveTicketSchema>;

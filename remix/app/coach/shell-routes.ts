import type { coachTicket, recordings } from '@impromptu/bff/routes';
import type { ShellRelayedRoute } from '~/utils/bff-client';
import { readCoachTicket, readRecallBot } from './coach-messages';

// The coach routes the /games shell calls (ADR 0038): relayed as utils/relayed-routes.ts says, read by hand so
// the shell's first load carries no zod (issue 9). relayed-routes.test.ts checks they match the allow-list.

export const shellCoachSocketTicket: ShellRelayedRoute<typeof coachTicket.issue> = {
  method: 'POST',
  at: '/resources/coach/ticket',
  read: readCoachTicket,
};

export const shellCoachRecallBot: ShellRelayedRoute<typeof recordings.fetchRecallBot> = {
  method: 'GET',
  at: '/resources/coach/users/:userId/bot',
  read: readRecallBot,
};

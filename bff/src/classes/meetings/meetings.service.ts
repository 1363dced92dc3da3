import { Inject, Injectable } from '@nestjs/common';
import type { EventType } from '@impromptu/db';
import type { MeetingLink, MeetingsPort } from '@impromptu/integrations';
import { DomainError } from '@impromptu/kernel';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { callPort } from '../../infrastructure/port-call.js';
import { MEETINGS_PORT } from './meetings-port.provider.js';
import {
  MEETING_NOT_FOUND,
  MEETINGS_PROVIDER_FAILED,
  NO_CURRENT_CLASS,
  type JoinLinkResponse,
  type RegisteredMeetingRow,
} from './meetings.dto.js';
import { MeetingsRepository } from './meetings.repository.js';

/** Spec 3 §8: a current class starts within the next hour or finished at most 2 hours ago. */
export const CURRENT_CLASS_STARTS_WITHIN_MS = 60 * 60 * 1000;
export const CURRENT_CLASS_FINISHED_WITHIN_MS = 2 * 60 * 60 * 1000;

/**
 * A call to the meetings port through the one port call (ADR 0037): a meeting the provider does not know is 404 with
 * the caller's `notFoundMessage`; any other failure 502.
 */
export function callMeetings<T>(call: () => Promise<T>, notFoundMessage: string): Promise<T> {
  return callPort(call, {
    unavailable: MEETINGS_PROVIDER_FAILED,
    reword: (refusal) =>
      refusal.kind === 'not_found' ? new DomainError('not_found', notFoundMessage, { cause: refusal }) : undefined,
  });
}

@Injectable()
export class MeetingsService {
  constructor(
    @Inject(MeetingsRepository) private readonly repository: MeetingsRepository,
    @Inject(MEETINGS_PORT) private readonly meetings: MeetingsPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Only a user registered for the meeting (as attendee or host) gets a link; anyone else gets 404. */
  async joinMeeting(user: AuthenticatedUser, zoomMeetingId: string): Promise<JoinLinkResponse> {
    const meeting = await this.repository.getRegisteredMeeting(user.id, zoomMeetingId);
    if (!meeting) throw new DomainError('not_found', MEETING_NOT_FOUND);
    return this.link(meeting, MEETING_NOT_FOUND);
  }

  async joinCurrentClass(user: AuthenticatedUser, eventTypes: EventType[]): Promise<JoinLinkResponse> {
    const meeting = await this.repository.getCurrentClass(user.id, eventTypes, {
      now: this.clock.now(),
      startsWithinMs: CURRENT_CLASS_STARTS_WITHIN_MS,
      finishedWithinMs: CURRENT_CLASS_FINISHED_WITHIN_MS,
    });
    if (!meeting) throw new DomainError('not_found', NO_CURRENT_CLASS);
    return this.link(meeting, NO_CURRENT_CLASS);
  }

  /** A host gets a start link; an attendee the join link stored at registration, else the port's. */
  async link(meeting: RegisteredMeetingRow, notFoundMessage: string): Promise<JoinLinkResponse> {
    const stored = meeting.registrationMetadata['zoom_join_url'];
    if (meeting.registrationType !== 'HOST' && typeof stored === 'string' && stored !== '') {
      return { success: true, data: { join_url: stored } };
    }
    const link: MeetingLink = await callMeetings(
      () =>
        this.meetings.joinLink({
          scheduledEvent: {
            id: meeting.scheduledEventId,
            zoomMeetingId: meeting.zoomMeetingId,
            zoomHostId: meeting.zoomHostId,
            startTime: meeting.startTime,
            durationSeconds: meeting.durationSeconds,
          },
          user: { id: meeting.userId, email: meeting.email, firstName: meeting.firstName, lastName: meeting.lastName },
          registration: { type: meeting.registrationType, status: meeting.registrationStatus },
        }),
      notFoundMessage,
    );
    return { success: true, data: 'startUrl' in link ? { start_url: link.startUrl } : { join_url: link.joinUrl } };
  }
}

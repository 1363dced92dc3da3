import { DomainError } from '@impromptu/kernel';

/** The scheduled event a link is asked for (spec 3 §3, the fields the adapters use). */
export interface MeetingScheduledEvent {
  id: string;
  zoomMeetingId: string;
  zoomHostId: string | null;
  startTime: Date;
  durationSeconds: number;
}

export interface MeetingUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The user's registration for the scheduled event; type HOST gets a start link (spec 3 §6). */
export interface MeetingRegistration {
  type: string;
  status: string;
}

export interface JoinLinkInput {
  scheduledEvent: MeetingScheduledEvent;
  user: MeetingUser;
  registration: MeetingRegistration;
}

export type MeetingLink = { joinUrl: string } | { startUrl: string };

/** Join and start links for live classes: Zoom when configured, else derived from the scheduled event. */
export interface MeetingsPort {
  readonly adapter: 'embedded' | 'zoom';
  joinLink(input: JoinLinkInput): Promise<MeetingLink>;
}

export function isHost(registration: MeetingRegistration): boolean {
  return registration.type === 'HOST';
}

/** The meeting provider does not know the meeting: a refusal of kind not_found (ADR 0037's error policy). */
export class MeetingNotFoundError extends DomainError {
  constructor(readonly zoomMeetingId: string) {
    super('not_found', `The meetings service does not know meeting ${zoomMeetingId}`);
  }
}

/** The meeting provider failed or answered something unusable. */
export class MeetingsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MeetingsProviderError';
  }
}

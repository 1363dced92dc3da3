import { isHost, type JoinLinkInput, type MeetingLink, type MeetingsPort } from './meetings.port.js';

/**
 * The offline stand-in for Zoom: links point at the web app's meeting page for the scheduled
 * event, with the role the registration gives.
 */
export class EmbeddedMeetingsAdapter implements MeetingsPort {
  readonly adapter = 'embedded' as const;
  private readonly baseUrl: string;

  constructor(publicWebUrl: string) {
    this.baseUrl = publicWebUrl.replace(/\/+$/, '');
  }

  joinLink({ scheduledEvent, registration }: JoinLinkInput): Promise<MeetingLink> {
    const page = `${this.baseUrl}/meetings/${encodeURIComponent(scheduledEvent.zoomMeetingId)}/join`;
    return Promise.resolve(
      isHost(registration) ? { startUrl: `${page}?role=host` } : { joinUrl: `${page}?role=attendee` },
    );
  }
}

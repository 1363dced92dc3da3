import { EmbeddedMeetingsAdapter } from './embedded-meetings.adapter.js';
import type { MeetingsPort } from './meetings.port.js';
import { ZoomMeetingsAdapter } from './zoom-meetings.adapter.js';

export interface MeetingsConfig {
  /** Where the web app is served; the embedded adapter's links point there. */
  publicWebUrl: string;
  zoom?: {
    accountId?: string | undefined;
    clientId?: string | undefined;
    clientSecret?: string | undefined;
    apiBaseUrl?: string | undefined;
    oauthTokenUrl?: string | undefined;
  };
  fetch?: typeof fetch;
}

/** Zoom when its three credentials are set, else the embedded adapter; a partial Zoom setup is refused. */
export function createMeetingsPort(config: MeetingsConfig): MeetingsPort {
  const { accountId, clientId, clientSecret, apiBaseUrl, oauthTokenUrl } = config.zoom ?? {};
  const given = [accountId, clientId, clientSecret].filter((value) => value !== undefined && value !== '');
  if (given.length === 0) return new EmbeddedMeetingsAdapter(config.publicWebUrl);
  if (!accountId || !clientId || !clientSecret) {
    throw new Error(
      'Zoom needs ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET together; set all three or none',
    );
  }
  return new ZoomMeetingsAdapter({
    accountId,
    clientId,
    clientSecret,
    ...(apiBaseUrl ? { apiBaseUrl } : {}),
    ...(oauthTokenUrl ? { oauthTokenUrl } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

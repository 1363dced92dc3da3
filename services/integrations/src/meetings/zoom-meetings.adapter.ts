import {
  isHost,
  MeetingNotFoundError,
  MeetingsProviderError,
  type JoinLinkInput,
  type MeetingLink,
  type MeetingsPort,
} from './meetings.port.js';

export const ZOOM_API_BASE_URL = 'https://api.zoom.us/v2';
export const ZOOM_OAUTH_TOKEN_URL = 'https://zoom.us/oauth/token';

export interface ZoomMeetingsConfig {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** Defaults to the Zoom REST API; tests point it at a local stub. */
  apiBaseUrl?: string;
  oauthTokenUrl?: string;
  /** Per request; defaults to 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Injected for token expiry; defaults to Date.now. */
  now?: () => number;
}

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

// Renew a little early so a token never expires between the check and the call.
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/**
 * Zoom through server-to-server OAuth: a host gets the meeting's start_url
 * (`GET /meetings/{id}`), an attendee is added as a registrant and gets their own join_url
 * (`POST /meetings/{id}/registrants`; Zoom answers the same link for an e-mail already registered).
 */
export class ZoomMeetingsAdapter implements MeetingsPort {
  readonly adapter = 'zoom' as const;
  private readonly apiBaseUrl: string;
  private readonly oauthTokenUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: CachedToken | undefined;

  constructor(private readonly config: ZoomMeetingsConfig) {
    this.apiBaseUrl = (config.apiBaseUrl ?? ZOOM_API_BASE_URL).replace(/\/+$/, '');
    this.oauthTokenUrl = config.oauthTokenUrl ?? ZOOM_OAUTH_TOKEN_URL;
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.fetch = config.fetch ?? globalThis.fetch;
    this.now = config.now ?? Date.now;
  }

  async joinLink({ scheduledEvent, user, registration }: JoinLinkInput): Promise<MeetingLink> {
    const meetingId = scheduledEvent.zoomMeetingId;
    const path = `/meetings/${encodeURIComponent(meetingId)}`;
    if (isHost(registration)) {
      const meeting = await this.call(meetingId, 'GET', path);
      return { startUrl: requireUrl(meeting, 'start_url') };
    }
    const registrant = await this.call(meetingId, 'POST', `${path}/registrants`, {
      email: user.email,
      // Zoom requires a first name; an account without one registers under its e-mail's local part.
      first_name: user.firstName || user.email.split('@')[0],
      last_name: user.lastName,
    });
    return { joinUrl: requireUrl(registrant, 'join_url') };
  }

  private async call(meetingId: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await this.request(`${this.apiBaseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 404) throw new MeetingNotFoundError(meetingId);
    if (response.status === 401) this.token = undefined;
    if (!response.ok)
      throw new MeetingsProviderError(`Zoom answered ${response.status} to ${method} ${path}`, response.status);
    return readJson(response);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_RENEWAL_MARGIN_MS > this.now()) return this.token.accessToken;
    const url = new URL(this.oauthTokenUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', this.config.accountId);
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await this.request(url.toString(), {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}` },
    });
    if (!response.ok)
      throw new MeetingsProviderError(`Zoom refused the access token request (${response.status})`, response.status);
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new MeetingsProviderError('Zoom answered an access token without access_token or expires_in');
    }
    this.token = { accessToken: body.access_token, expiresAt: this.now() + body.expires_in * 1000 };
    return this.token.accessToken;
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new MeetingsProviderError('Zoom could not be reached', undefined, { cause: error });
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new MeetingsProviderError('Zoom answered something that is not JSON', response.status, { cause: error });
  }
}

function requireUrl(body: unknown, field: 'start_url' | 'join_url'): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) {
    throw new MeetingsProviderError(`Zoom answered no ${field}`);
  }
  return value;
}

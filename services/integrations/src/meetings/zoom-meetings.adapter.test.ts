import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MeetingNotFoundError, MeetingsProviderError, type JoinLinkInput } from './meetings.port.js';
import { ZoomMeetingsAdapter } from './zoom-meetings.adapter.js';

interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A local stand-in for the Zoom API (the real one cannot be reached from tests). */
class ZoomStub {
  readonly requests: RecordedRequest[] = [];
  answers = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  tokensIssued = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const request = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body };
    this.requests.push(request);
    if (request.url.startsWith('/oauth/token')) {
      this.tokensIssued += 1;
      return (
        this.answers.get('token') ?? {
          status: 200,
          body: { access_token: `token-${this.tokensIssued}`, token_type: 'bearer', expires_in: 3600 },
        }
      );
    }
    if (request.authorization !== `Bearer token-${this.tokensIssued}`)
      return { status: 401, body: { code: 124, message: 'Invalid access token.' } };
    return (
      this.answers.get(`${request.method} ${request.url}`) ?? {
        status: 404,
        body: { code: 3001, message: 'Meeting does not exist' },
      }
    );
  }
}

const input = (type: string, firstName = 'Lena'): JoinLinkInput => ({
  scheduledEvent: {
    id: 'se-1',
    zoomMeetingId: '85746065432',
    zoomHostId: 'host-1',
    startTime: new Date('2030-01-01T10:00:00Z'),
    durationSeconds: 3600,
  },
  user: { id: 'u-1', email: 'lena@example.com', firstName, lastName: 'Learner' },
  registration: { type, status: 'REGISTERED' },
});

describe('ZoomMeetingsAdapter against a local Zoom stub', () => {
  const stub = new ZoomStub();
  let baseUrl: string;
  let clock: number;
  let adapter: ZoomMeetingsAdapter;

  beforeAll(async () => {
    baseUrl = await stub.start();
  });

  afterAll(async () => {
    await stub.stop();
  });

  beforeEach(() => {
    stub.requests.length = 0;
    stub.answers.clear();
    clock = Date.parse('2030-01-01T09:00:00Z');
    adapter = new ZoomMeetingsAdapter({
      accountId: 'account-1',
      clientId: 'client-1',
      clientSecret: 'secret-1',
      apiBaseUrl: `${baseUrl}/v2`,
      oauthTokenUrl: `${baseUrl}/oauth/token`,
      now: () => clock,
    });
    stub.answers.set('GET /v2/meetings/85746065432', {
      status: 200,
      body: { id: 85746065432, start_url: 'https://zoom.example.com/s/85746065432?zak=abc' },
    });
    stub.answers.set('POST /v2/meetings/85746065432/registrants', {
      status: 201,
      body: { registrant_id: 'r-1', join_url: 'https://zoom.example.com/w/85746065432?tk=xyz' },
    });
  });

  it('gets a server-to-server token with the account id and basic client credentials', async () => {
    await adapter.joinLink(input('HOST'));
    const tokenRequest = stub.requests[0]!;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.url).toBe('/oauth/token?grant_type=account_credentials&account_id=account-1');
    expect(tokenRequest.authorization).toBe(`Basic ${Buffer.from('client-1:secret-1').toString('base64')}`);
  });

  it("gives a host the meeting's start_url", async () => {
    await expect(adapter.joinLink(input('HOST'))).resolves.toEqual({
      startUrl: 'https://zoom.example.com/s/85746065432?zak=abc',
    });
    expect(stub.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /oauth/token',
      'GET /v2/meetings/85746065432',
    ]);
  });

  it('registers an attendee and gives their own join_url', async () => {
    await expect(adapter.joinLink(input('ATTENDEE'))).resolves.toEqual({
      joinUrl: 'https://zoom.example.com/w/85746065432?tk=xyz',
    });
    const registrant = stub.requests.at(-1)!;
    expect(`${registrant.method} ${registrant.url}`).toBe('POST /v2/meetings/85746065432/registrants');
    expect(JSON.parse(registrant.body)).toEqual({
      email: 'lena@example.com',
      first_name: 'Lena',
      last_name: 'Learner',
    });
  });

  it("registers an attendee without a first name under their e-mail's local part", async () => {
    await adapter.joinLink(input('ATTENDEE', ''));
    expect(JSON.parse(stub.requests.at(-1)!.body)).toMatchObject({ first_name: 'lena' });
  });

  it('reuses the access token until it nearly expires', async () => {
    await adapter.joinLink(input('HOST'));
    await adapter.joinLink(input('ATTENDEE'));
    expect(stub.requests.filter((r) => r.url.startsWith('/oauth/token'))).toHaveLength(1);
    clock += 3600 * 1000 - 30_000;
    await adapter.joinLink(input('HOST'));
    expect(stub.requests.filter((r) => r.url.startsWith('/oauth/token'))).toHaveLength(2);
  });

  it('reports a meeting Zoom does not know as MeetingNotFoundError', async () => {
    stub.answers.delete('GET /v2/meetings/85746065432');
    await expect(adapter.joinLink(input('HOST'))).rejects.toBeInstanceOf(MeetingNotFoundError);
  });

  it('reports other Zoom failures as MeetingsProviderError with the status', async () => {
    stub.answers.set('POST /v2/meetings/85746065432/registrants', { status: 500, body: { message: 'boom' } });
    const error = await adapter.joinLink(input('ATTENDEE')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MeetingsProviderError);
    expect((error as MeetingsProviderError).status).toBe(500);
  });

  it('reports refused credentials as MeetingsProviderError', async () => {
    stub.answers.set('token', {
      status: 401,
      body: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' },
    });
    await expect(adapter.joinLink(input('HOST'))).rejects.toThrow('Zoom refused the access token request (401)');
  });

  it('refuses an answer without the expected link', async () => {
    stub.answers.set('GET /v2/meetings/85746065432', { status: 200, body: { id: 85746065432 } });
    await expect(adapter.joinLink(input('HOST'))).rejects.toThrow('Zoom answered no start_url');
  });
});

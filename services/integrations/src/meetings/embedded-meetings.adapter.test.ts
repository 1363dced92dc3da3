import { describe, expect, it } from '@jest/globals';
import { createMeetingsPort } from './create-meetings-port.js';
import { EmbeddedMeetingsAdapter } from './embedded-meetings.adapter.js';
import type { JoinLinkInput } from './meetings.port.js';
import { ZoomMeetingsAdapter } from './zoom-meetings.adapter.js';

const input = (type: string, zoomMeetingId = '123'): JoinLinkInput => ({
  scheduledEvent: {
    id: 'se-1',
    zoomMeetingId,
    zoomHostId: null,
    startTime: new Date('2030-01-01T10:00:00Z'),
    durationSeconds: 3600,
  },
  user: { id: 'u-1', email: 'learner@example.com', firstName: 'Lena', lastName: 'Learner' },
  registration: { type, status: 'REGISTERED' },
});

describe('EmbeddedMeetingsAdapter', () => {
  const port = new EmbeddedMeetingsAdapter('http://localhost:3000/');

  it('gives an attendee a join link to the web app meeting page', async () => {
    await expect(port.joinLink(input('ATTENDEE'))).resolves.toEqual({
      joinUrl: 'http://localhost:3000/meetings/123/join?role=attendee',
    });
  });

  it('gives a host a start link rather than a join link', async () => {
    await expect(port.joinLink(input('HOST'))).resolves.toEqual({
      startUrl: 'http://localhost:3000/meetings/123/join?role=host',
    });
  });

  it('encodes the meeting id into the path', async () => {
    await expect(port.joinLink(input('ATTENDEE', 'a/b?c'))).resolves.toEqual({
      joinUrl: 'http://localhost:3000/meetings/a%2Fb%3Fc/join?role=attendee',
    });
  });
});

describe('createMeetingsPort', () => {
  it('chooses the embedded adapter when Zoom is not configured', () => {
    expect(createMeetingsPort({ publicWebUrl: 'http://localhost:3000', zoom: {} })).toBeInstanceOf(
      EmbeddedMeetingsAdapter,
    );
    expect(createMeetingsPort({ publicWebUrl: 'http://localhost:3000' }).adapter).toBe('embedded');
  });

  it('chooses the Zoom adapter when the three credentials are set', () => {
    const port = createMeetingsPort({
      publicWebUrl: 'http://localhost:3000',
      zoom: { accountId: 'acc', clientId: 'id', clientSecret: 'secret' },
    });
    expect(port).toBeInstanceOf(ZoomMeetingsAdapter);
    expect(port.adapter).toBe('zoom');
  });

  it('refuses a partial Zoom configuration', () => {
    expect(() =>
      createMeetingsPort({ publicWebUrl: 'http://localhost:3000', zoom: { accountId: 'acc', clientId: 'id' } }),
    ).toThrow(/ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET/);
  });
});

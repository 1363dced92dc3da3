import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ProjectionRunner } from '@impromptu/event-store';
import { LiveTickets } from '@impromptu/bff';
import { createTestApp, type TestApp } from '../support/app.js';
import { openSocket } from '../support/socket.js';
import { inProcessOnly } from '../support/target.js';
import { newClass } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('runs two BFF processes on one database and listens on their sockets');

interface Message {
  event: string;
  data: { scheduledEventId?: string; registrations?: { userId: string }[] };
}

/** A socket that collects what arrives; `next` also finds a message already received. */
function open(url: string) {
  const socket = openSocket<Message>(url);
  return {
    ...socket,
    next: (test: (m: Message) => boolean, timeoutMs = 30_000) => socket.next(test, timeoutMs, { received: true }),
  };
}

inProcess.describe('live registration lists over WebSocket', () => {
  let first: TestApp;
  let second: TestApp;
  let runner: ProjectionRunner;
  let firstUrl: string;
  let scheduledEventId: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    first = await createTestApp();
    // A second BFF process on the same data and Redis: a registration it takes must reach the first one's sockets.
    second = await createTestApp({ database: first.database });
    runner = await startProjections(first);
    await first.app.listen(0, '127.0.0.1');
    firstUrl = `ws://127.0.0.1:${(first.app.getHttpServer().address() as AddressInfo).port}`;
    tokens['watcher'] = (await first.newLearner()).token;
    tokens['joiner'] = (await second.newLearner()).token;
    const event = await first.db
      .selectFrom('event')
      .select('id')
      .where('slug', '=', 'open-mic-warm-up')
      .executeTakeFirstOrThrow();
    scheduledEventId = await newClass(first, {
      eventId: event.id,
      startTime: new Date(Date.now() + 3 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e6)),
    });
  });

  afterAll(async () => {
    await runner?.stop();
    await second?.close();
    await first?.close();
  });

  const ticket = async (who: string) =>
    (await first.http().post('/live/tickets').set('authorization', `Bearer ${tokens[who]}`).expect(201)).body
      .ticket as string;

  it('refuses a socket without a valid ticket, and a ticket twice', async () => {
    const none = open(`${firstUrl}/live/registrations?ticket=nope`);
    expect(await none.closed).toBe(4401);
    const once = await ticket('watcher');
    const used = open(`${firstUrl}/live/registrations?ticket=${once}`);
    await used.opened;
    const again = open(`${firstUrl}/live/registrations?ticket=${once}`);
    expect(await again.closed).toBe(4401);
    used.socket.close();
  });

  it('sends the list on subscribing, and the new list when another BFF process takes a registration', async () => {
    const watcher = open(`${firstUrl}/live/registrations?ticket=${await ticket('watcher')}`);
    await watcher.opened;
    watcher.socket.send(JSON.stringify({ event: 'subscribe', data: { scheduledEventId } }));
    const initial = await watcher.next((m) => m.event === 'registrations');
    expect(initial.data).toMatchObject({ scheduledEventId, registrations: [] });

    const registered = await second
      .http()
      .post('/events/register')
      .set('authorization', `Bearer ${tokens['joiner']}`)
      .send({ idempotencyKey: randomUUID(), scheduled_event_id: scheduledEventId, user_timezone: 'UTC' });
    expect(registered.status).toBe(201);
    const update = await watcher.next(
      (m) => m.event === 'registrations' && (m.data.registrations?.length ?? 0) === 1,
      1_000,
    );
    expect(update.data.registrations).toHaveLength(1);
    watcher.socket.close();
  });

  it('answers a subscribe sent as the socket opens, while its ticket is still being checked', async () => {
    // The browser subscribes on 'open'; on a busy machine the ticket's Redis round trip ends after that message arrives.
    const tickets = first.app.get(LiveTickets);
    const redeem = tickets.redeem.bind(tickets);
    let releaseCheck = () => undefined as void;
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    tickets.redeem = async (...args) => {
      await checkHeld;
      return redeem(...args);
    };
    try {
      const watcher = open(`${firstUrl}/live/registrations?ticket=${await ticket('watcher')}`);
      await watcher.opened;
      watcher.socket.send(JSON.stringify({ event: 'subscribe', data: { scheduledEventId } }));
      releaseCheck();
      const list = await watcher.next((m) => m.event === 'registrations');
      expect(list.data.scheduledEventId).toBe(scheduledEventId);
      watcher.socket.close();
    } finally {
      tickets.redeem = redeem;
    }
  });

  it('does not let a socket watch a PRIVATE class its user is not registered for', async () => {
    const event = await first.db
      .selectFrom('event')
      .select('id')
      .where('slug', '=', 'open-mic-warm-up')
      .executeTakeFirstOrThrow();
    const hidden = {
      id: await newClass(first, {
        eventId: event.id,
        startTime: new Date(Date.now() + 4 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e6)),
        privacy: 'PRIVATE',
      }),
    };
    const watcher = open(`${firstUrl}/live/registrations?ticket=${await ticket('watcher')}`);
    await watcher.opened;
    watcher.socket.send(JSON.stringify({ event: 'subscribe', data: { scheduledEventId: hidden.id } }));
    expect(await watcher.next((m) => m.event === 'error')).toEqual({
      event: 'error',
      data: { scheduledEventId: hidden.id, message: 'Class not found (404)' },
    });
    watcher.socket.close();
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gameContentCatalogue } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { captureLog } from '../support/log.js';
import { inProcessOnly } from '../support/target.js';

// A deployment's admins may have edited its word sets: exact comparisons with the seed need the test's own database.
const seededWordSets = inProcessOnly('compares with the seeded word sets exactly');

const seeded = gameContentCatalogue();
const seededCount = (type: string, collection = 'Clean') =>
  seeded.filter((e) => e.type === type && e.collections.includes(collection)).length;

describe('GET /games/:shortCode/content and /photos', () => {
  let app: TestApp;
  let token: string;
  const get = (path: string, target: TestApp = app) => target.http().get(path).set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await createTestApp();
    token = (await app.newLearner()).token;
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('content', () => {
    seededWordSets.it('draws from the Clean word set by default and lists every word set', async () => {
      const response = await get('/games/triple-step/content');
      expect(response.status).toBe(200);
      expect(response.body.selectedCollections).toEqual(['Clean']);
      expect(response.body.collections.map((c: { name: string }) => c.name)).toEqual(['Clean', 'Business', 'Silly']);
      expect(
        response.body.collections
          .filter((c: { isDefault: boolean }) => c.isDefault)
          .map((c: { name: string }) => c.name),
      ).toEqual(['Clean']);
      for (const type of ['TOPIC', 'TITLE', 'ADJECTIVE', 'INTRODUCTION', 'NOUN', 'ANALOGY']) {
        expect(response.body.content[type]).toHaveLength(seededCount(type));
      }
      expect(response.body.content.TOPIC.length).toBeGreaterThanOrEqual(600);
      expect(response.body.content.TOPIC).toContain('umbrella');
      expect(response.body.gameUser).toBeNull();
      // Every noun with its form, which words the Autocomplete prompt (issue 29 §12).
      expect(Object.keys(response.body.nounForms).sort()).toEqual([...response.body.content.NOUN].sort());
      expect(response.body.nounForms).toMatchObject({
        'swimming pools': 'PLURAL',
        music: 'UNCOUNTABLE',
        'building a fort': 'UNCOUNTABLE',
        'a lighthouse': 'SINGULAR',
      });
    });

    seededWordSets.it('draws from the named word sets only, ignoring unknown names', async () => {
      const response = await get('/games/analogies/content?collections=Business,NoSuchSet');
      expect(response.status).toBe(200);
      expect(response.body.selectedCollections).toEqual(['Business']);
      const businessTopics = seeded
        .filter((e) => e.type === 'TOPIC' && e.collections.includes('Business'))
        .map((e) => e.text);
      expect([...response.body.content.TOPIC].sort()).toEqual(businessTopics.sort());
      expect(response.body.content.NOUN).toContain('marketing campaigns');
      expect(response.body.content.NOUN).not.toContain('a jellyfish');
    });

    seededWordSets.it('answers each entry once when several named word sets hold it', async () => {
      const response = await get('/games/podcast/content?collections=Clean,Business');
      expect(response.body.selectedCollections).toEqual(['Clean', 'Business']);
      expect(response.body.content.TOPIC).toHaveLength(seededCount('TOPIC'));
      expect(new Set(response.body.content.TOPIC).size).toBe(response.body.content.TOPIC.length);
    });

    seededWordSets.it('falls back to Clean when no named word set exists', async () => {
      const response = await get('/games/triple-step/content?collections=Nope,%20');
      expect(response.body.selectedCollections).toEqual(['Clean']);
      expect(response.body.content.INTRODUCTION).toHaveLength(seededCount('INTRODUCTION'));
    });

    it('answers 404 for a game that does not exist', async () => {
      const response = await get('/games/no-such-game/content');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Game not found', issues: [] });
    });

    it('needs a session', async () => {
      const response = await app.http().get('/games/triple-step/content');
      expect(response.status).toBe(401);
    });
  });

  describe('photos from the bundled deck (no UNSPLASH_ACCESS_KEY)', () => {
    it('answers the count asked for, each with its attribution', async () => {
      const response = await get('/games/slideshow/photos?count=7');
      expect(response.status).toBe(200);
      expect(response.body.error).toBeUndefined();
      expect(response.body.photos).toHaveLength(7);
      expect(new Set(response.body.photos.map((p: { url: string }) => p.url)).size).toBe(7);
      for (const photo of response.body.photos) {
        expect(photo.url).toMatch(/^\/slideshow\/[a-z0-9-]+\.svg$/);
        expect(photo.username).toEqual(expect.any(String));
        expect(photo.username.length).toBeGreaterThan(0);
        expect(photo.name.length).toBeGreaterThan(0);
        expect(typeof photo.altDescription === 'string' || photo.altDescription === null).toBe(true);
      }
    });

    it('answers 29 photos by default (spec 2 §7)', async () => {
      const response = await get('/games/slideshow/photos');
      expect(response.body.photos).toHaveLength(29);
    });

    it.each(['0', '51', 'many'])('refuses count=%s with a field error', async (count) => {
      const response = await get(`/games/slideshow/photos?count=${count}`);
      expect(response.status).toBe(400);
      expect(response.body.issues[0].path).toBe('query.count');
    });
  });

  inProcessOnly('starts BFFs of its own with UNSPLASH_ACCESS_KEY and a local Unsplash stand-in').describe(
    'photos from Unsplash (UNSPLASH_ACCESS_KEY set)',
    () => {
      let stub: Server;
      let stubUrl: string;
      const seen: IncomingMessage[] = [];
      let failNext = false;

      beforeAll(async () => {
        stub = createServer((req, res) => {
          seen.push(req);
          if (failNext) {
            res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: ['down'] }));
            return;
          }
          const count = Number(new URL(req.url ?? '/', 'http://stub').searchParams.get('count'));
          const photos = Array.from({ length: count }, (_, i) => ({
            id: `p${i}`,
            urls: { regular: `https://images.example/p${i}` },
            alt_description: `photo ${i}`,
            user: {
              username: `snapper${i}`,
              name: `Snapper ${i}`,
              links: { html: `https://profiles.example/snapper${i}` },
            },
          }));
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(photos));
        });
        await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
        stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
      });

      afterAll(async () => {
        await new Promise<void>((resolve) => stub.close(() => resolve()));
      });

      it('reads the regular url, username, name and alt description of featured random photos', async () => {
        const unsplashApp = await createTestApp({
          database: app.database,
          env: { UNSPLASH_ACCESS_KEY: 'test-access-key', UNSPLASH_API_URL: stubUrl },
        });
        try {
          const response = await get('/games/slideshow/photos?count=29', unsplashApp);
          expect(response.status).toBe(200);
          expect(response.body.photos).toHaveLength(29);
          expect(response.body.photos[0]).toEqual({
            url: 'https://images.example/p0',
            username: 'snapper0',
            name: 'Snapper 0',
            altDescription: 'photo 0',
            link: 'https://profiles.example/snapper0?utm_source=impromptu&utm_medium=referral',
          });
          const asked = new URL(seen.at(-1)?.url ?? '/', 'http://stub');
          expect(asked.pathname).toBe('/photos/random');
          expect(asked.searchParams.get('featured')).toBe('true');
          expect(seen.at(-1)?.headers.authorization).toBe('Client-ID test-access-key');
        } finally {
          await unsplashApp.close();
        }
      });

      it('logs a failed fetch and answers no photos with an error, so loading ends (spec 2 §8)', async () => {
        const { logger, text: lines } = captureLog('error');
        const unsplashApp = await createTestApp({
          database: app.database,
          env: { UNSPLASH_ACCESS_KEY: 'test-access-key', UNSPLASH_API_URL: stubUrl },
          logger,
        });
        failNext = true;
        try {
          const response = await get('/games/slideshow/photos', unsplashApp);
          expect(response.status).toBe(200);
          expect(response.body).toEqual({ photos: [], error: 'The photos could not be loaded.' });
          expect(lines.some((line) => line.includes('photo fetch failed'))).toBe(true);
        } finally {
          failNext = false;
          await unsplashApp.close();
        }
      });
    },
  );
});

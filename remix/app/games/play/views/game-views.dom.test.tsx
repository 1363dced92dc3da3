import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Photo } from '@impromptu/games';
import {
  advance,
  onTheFakeClock,
  renderGameModal,
  startTraining,
  timerReading,
  wordsAnswer,
} from '~/games/frame/game-modal.dom-support';

// What each game's views show, and when (spec 2 §2), played in the game modal on the fake clock: Triple Step's
// title and surprise words with survival, Conductor's energy slides along its timeline, the Blindfolded
// Slideshow's title, photos and wrap-up. Each game played from its card, with axe-core on every view, stays in
// tests/e2e/games.spec.ts.

onTheFakeClock();

const TITLES = ['The Last Train', 'A Hidden Door', 'My First Job', 'The Wrong Umbrella', 'Seven Minutes Late'];
const TOPICS = ['scissors', 'jellyfish', 'politics', 'lighthouses', 'marmalade', 'volcanoes', 'umbrellas', 'pianos'];

/** The game's images load before play (preload.ts); jsdom loads none, so play begins when the wait for a slow one ends. */
function pastTheImages() {
  expect(screen.getByText('Loading…')).toBeTruthy();
  advance(8_000);
}

/** The end view is on screen (read from the player's data-view: cheap enough for a loop). */
function gameEnded(): boolean {
  return document.querySelector('[data-view="end"]') !== null;
}

function roundRegion(name: string) {
  return screen.getByRole('region', { name });
}

describe('Triple Step', () => {
  it('opens on the title, drops a word in every seconds-per-topic, and asks Did you survive? at time up', async () => {
    renderGameModal('triple-step', {
      content: wordsAnswer({ TITLE: TITLES, TOPIC: TOPICS }),
      lastSettings: { isMultiplayer: false, totalDuration: 30, totalTopics: 3, isSurvivalMode: true },
    });
    const user = await startTraining();
    const start = roundRegion('Round start');
    expect(within(start).getByText('Your title')).toBeTruthy();
    const title = within(start).getByRole('heading').textContent ?? '';
    expect(TITLES).toContain(title);
    expect(screen.getByText('0 rounds survived')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'START' }));

    // (30 − 8) / 3 topics = 7.33 s a topic; half the 8 reserved seconds open on the title alone.
    const round = roundRegion('Triple Step round');
    expect(within(round).getByRole('heading').textContent).toBe(title);
    expect(within(round).getByText('Start speaking — words are coming.')).toBeTruthy();
    expect(within(round).getByText('Topic 0 of 3')).toBeTruthy();
    expect(timerReading('Round timer')).toEqual({ clock: '00:30', paused: false });
    advance(4_001);
    expect(within(round).getByText('Topic 1 of 3')).toBeTruthy();
    const first = round.querySelector('[data-triple-step-word]')!.textContent ?? '';
    expect(TOPICS).toContain(first);
    expect(within(round).queryByRole('list', { name: 'Earlier topics' })).toBeNull();
    // The word shows from the first redraw (each tenth of a second) past its moment, 11.33 s.
    advance(7_400);
    expect(within(round).getByText('Topic 2 of 3')).toBeTruthy();
    const second = round.querySelector('[data-triple-step-word]')!.textContent ?? '';
    expect(second).not.toBe(first);
    expect(within(within(round).getByRole('list', { name: 'Earlier topics' })).getByText(first)).toBeTruthy();
    advance(7_400);
    expect(within(round).getByText('Topic 3 of 3')).toBeTruthy();
    // The title stays the anchor through the words.
    expect(within(round).getByRole('heading').textContent).toBe(title);

    advance(11_200);
    expect(screen.getByRole('heading', { name: 'Did you survive?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('1 round survived')).toBeTruthy();

    // Survived: the next round is shorter (90 %, 27 s) with more topics (110 %, at least one more: 4).
    await user.click(screen.getByRole('button', { name: 'START' }));
    expect(timerReading('Round timer')).toEqual({ clock: '00:27', paused: false });
    advance(4_001);
    expect(screen.getByText('Topic 1 of 4')).toBeTruthy();
  });
});

describe('Conductor', () => {
  it('shows each energy slide for its time along the timeline, with the title in sight, up to the final slide', async () => {
    renderGameModal('conductor', {
      content: wordsAnswer({ TITLE: TITLES }),
      lastSettings: { isMultiplayer: false, totalDuration: 60 },
    });
    const user = await startTraining();
    pastTheImages();
    const title = within(roundRegion('Round start')).getByRole('heading').textContent ?? '';
    expect(TITLES).toContain(title);
    await user.click(screen.getByRole('button', { name: 'START' }));

    const conductor = roundRegion('Conductor');
    expect(within(conductor).getByText(`Your title:`, { exact: false }).parentElement!.textContent).toBe(
      `Your title: ${title}`,
    );
    const slides = within(within(conductor).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    const labels = slides.map((slide) => slide.getAttribute('aria-label'));
    expect(labels.at(-1)).toBe('Final slide');
    for (const label of labels.slice(0, -1)) expect(label).toMatch(/^Energy level \d+ of 10$/);
    expect(within(conductor).getByText(/^01:0\d left$/)).toBeTruthy();

    // Slide by slide: the one on screen is the timeline's current step, and its pie counts down its own time. (Plain
    // DOM reads in the loop: a role query computes every accessible name on the page, a second a slide here.)
    const seen: string[] = [];
    for (let step = 0; step < 200 && !gameEnded(); step += 1) {
      const current = document.querySelector('section[aria-label="Conductor"]');
      if (current) {
        const label = current.querySelector('[aria-current="step"]')!.getAttribute('aria-label')!;
        if (seen.at(-1) !== label) seen.push(label);
        expect(current.querySelector(`img[alt="${label}"]`)).not.toBeNull();
      }
      advance(1_000);
    }
    expect(screen.getByRole('heading', { name: 'Well done!' })).toBeTruthy();
    expect(seen.at(-1)).toBe('Final slide');
    expect(seen.length).toBeGreaterThan(2);
  });
});

const PHOTOS: Photo[] = Array.from({ length: 29 }, (_, i) => ({
  url: `/slideshow/photo-${i}.svg`,
  username: `artist${i}`,
  name: `Artist ${i}`,
  altDescription: `Picture ${i}`,
}));

describe('The Blindfolded Slideshow', () => {
  it('shows the title slide, then photos never seen before with their attribution, then Wrap it up!', async () => {
    renderGameModal('slideshow', {
      content: wordsAnswer({ TITLE: TITLES }),
      photos: PHOTOS,
      lastSettings: { isMultiplayer: false, totalDuration: 50 },
    });
    const user = await startTraining();
    pastTheImages();
    const titleSlide = roundRegion('Title slide');
    expect(within(titleSlide).getByText('Your presentation')).toBeTruthy();
    expect(TITLES).toContain(within(titleSlide).getByRole('heading').textContent);
    advance(5_001);

    const shown: string[] = [];
    let wrapUp = false;
    for (let step = 0; step < 120 && !gameEnded(); step += 1) {
      const slide = document.querySelector('section[aria-label="Slide"]');
      if (slide) {
        const alt = slide.querySelector('img')!.getAttribute('alt')!;
        if (shown.at(-1) !== alt) shown.push(alt);
        const index = Number(alt.replace('Picture ', ''));
        expect(slide.textContent).toContain(`Photo by Artist ${index}`);
        expect(slide.textContent).toContain(`Slide ${shown.length} of `);
      }
      wrapUp ||=
        document.querySelector('section[aria-label="Wrap-up slide"]')?.textContent?.includes('Wrap it up!') ?? false;
      advance(500);
    }
    expect(shown.length).toBeGreaterThan(1);
    expect(new Set(shown).size).toBe(shown.length);
    expect(wrapUp).toBe(true);

    // The replay shows the same photos under a new title.
    await user.click(screen.getByRole('button', { name: 'OR replay last round (same images, new title)' }));
    await screen.findByText('Your presentation');
  });
});

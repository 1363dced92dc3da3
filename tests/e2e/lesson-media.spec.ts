import { devices } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { chromiumArgs, fullChromium } from '../support/chromium.js';
import { demoUsers } from '../support/fixtures.js';

// Lesson media a coach can publish (issue 47): the demo coach records a lecture in the browser (Chromium's fake camera
// and microphone) beside the teleprompter, drafts its captions from the script, previews and publishes it; the demo
// learner watches it on a phone with its captions; the coach unpublishes it and the rendered lecture is back.

test.use({
  launchOptions: {
    executablePath: fullChromium,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const LECTURE = '/games/course/the-basics/lesson/start-before-you-are-ready/lecture';

test('a coach records and publishes a lecture, and a learner watches it on a phone with captions', async ({
  page,
  browser,
  logIn,
  checkAccessibility,
}) => {
  test.setTimeout(150_000);
  await logIn(demoUsers.coach);
  // A coach reaches the lesson videos from the user menu.
  await page.getByRole('banner').getByRole('button', { name: demoUsers.coach.name }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Lesson videos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson videos' })).toBeVisible();
  await checkAccessibility('the lesson videos list');
  await page.getByRole('link', { name: /^Start Before You Are Ready/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start Before You Are Ready' })).toBeVisible();
  await expect(page.getByText('The rendered lesson: no coach video is published yet.')).toBeVisible();

  // A file that is not a video is refused with what to do, before anything is kept.
  await page.getByLabel('Video file (MP4 or WebM)').setInputFiles({
    name: 'lesson.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not a video at all'),
  });
  await expect(page.getByRole('alert')).toHaveText(/This file is not an MP4 or WebM video/);

  // Record: the camera beside the teleprompter of the lecture's script.
  const teleprompter = page.getByRole('region', { name: 'Teleprompter' });
  await expect(teleprompter).not.toBeEmpty();
  await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Recording [3-9] s$/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // The recording is uploaded (with its progress), checked and kept as a draft for the preview.
  await expect(page.getByText(/^Draft ready: WEBM, 0:0[3-9] long/)).toBeVisible({ timeout: 30_000 });
  const preview = page.getByLabel('Preview of your video');
  await page.getByRole('button', { name: 'Draft captions from the script' }).click();
  await expect(page.getByLabel(/Captions \(WebVTT\)/)).toHaveValue(/^WEBVTT\n\n00:00:00\.000 --> /);
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await checkAccessibility('a recorded draft with its captions');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published version' })).toHaveText(
    /Published version \d+: learners see it now\./,
  );
  await expect(page.getByText(/^Your coach video, version \d+, 0:0[3-9] long\.$/)).toBeVisible();

  // The learner, on a phone: the coach's video with its captions, the script's key points beside it.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const learner = await phone.newPage();
    await logIn(demoUsers.learner, { page: learner, to: LECTURE });
    const video = learner.getByTestId('lecture-video');
    await expect(video.locator('source')).toHaveAttribute(
      'src',
      /^\/resources\/lesson-media\/lecture\/[0-9a-f-]+\/v\/\d+\/video$/,
    );
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /\/captions$/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(2.5);
    // It plays (the web app relays the range requests the player makes), and its captions track has cues.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    await expect(learner.getByRole('heading', { name: 'In this lesson' })).toBeVisible();
    await checkAccessibility('the coach video on a phone');
    // The course's card shows the published video's length.
    await learner.goto('/games/course/the-basics');
    await expect(learner.getByText(/Lesson 2 · .* · video 0:0[3-9]/)).toBeVisible();

    // Unpublished: the rendered lecture is back for the learner.
    await page.getByRole('button', { name: 'Unpublish (show the rendered lesson)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
    await learner.goto(LECTURE);
    await expect(learner.getByTestId('lecture-video').locator('source')).toHaveAttribute('src', /^\/lectures\//);
  } finally {
    await phone.close();
  }
});

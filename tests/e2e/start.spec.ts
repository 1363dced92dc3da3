import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.js';

const bffPort = Number(process.env.E2E_BFF_PORT ?? 4310);

test.describe('npm start from a clean data directory', () => {
  test('created its embedded PostgreSQL cluster under the data directory', () => {
    expect(existsSync(path.join(e2eDataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  test('the BFF health check answers ok for PostgreSQL and Redis', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${bffPort}/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  test('the site root renders the sign-in page, styled and interactive @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toContainText('Impromptu');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The stylesheet and the client bundle are served from the build (remix-serve's assets).
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect((await page.request.get(stylesheet ?? '/missing.css')).status()).toBe(200);
  });

  test('a signed-in learner reaches the games list with the seeded games', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('learner@example.com');
    await page.getByLabel('Password').fill('practice-makes-progress');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/games\/home$/);
    await page.goto('/games/dashboard');
    await expect(page.getByText('Triple Step').first()).toBeVisible();
    await expect(page.getByText('The Blindfolded Slideshow').first()).toBeVisible();
  });
});

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

  test('the home page renders the shell and the seeded games @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('Impromptu');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Triple Step').first()).toBeVisible();
    await expect(page.getByText('The Blindfolded Slideshow').first()).toBeVisible();
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../playwright.config.js';
import { demoUsers, expect, test } from '../support/fixtures.js';

const bffPort = Number(process.env.E2E_BFF_PORT ?? 4310);

test.describe('npm start from a clean data directory', () => {
  // The product as a first visitor meets it: no consent choice made beforehand.
  test.use({ consentChosen: false });

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
    // The stylesheet and the client bundle are served from the build (the web server's assets).
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect((await page.request.get(stylesheet ?? '/missing.css')).status()).toBe(200);
  });

  test("serves React's production build to the browser, though this product was started with NODE_ENV=development", async ({
    request,
  }) => {
    // The e2e product runs its BFF in development mode (test seeding); the web app it builds must still be what a
    // visitor gets: React's development build is twice the JavaScript and far slower in the browser.
    const html = await (await request.get('/login')).text();
    const scripts = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1] as string));
    expect(scripts.size).toBeGreaterThan(0);
    const code = (await Promise.all([...scripts].map(async (script) => (await request.get(script)).text()))).join('\n');
    expect(code.includes('Minified React error'), "the scripts hold React's production build").toBe(true);
    // A check only React's development build makes.
    expect(code.includes('validateDOMNesting'), "the scripts hold none of React's development build").toBe(false);
  });

  test('a signed-in learner reaches the games list with the seeded games', async ({ page, logIn }) => {
    await logIn(demoUsers.learner);
    // The demo learner is in the seeded fundamentals cohort: signing in lands on its page (spec 3 §4.6).
    await expect(page).toHaveURL(/\/games\/cohort$/);
    await page.goto('/games/dashboard');
    await expect(page.getByText('Triple Step').first()).toBeVisible();
    await expect(page.getByText('The Blindfolded Slideshow').first()).toBeVisible();
  });
});

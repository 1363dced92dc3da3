import { randomUUID } from 'node:crypto';
import { expect, test as base } from './accessibility.js';

/** A person who has just signed up and has chosen no plan yet: the plan picker is where they stand. */
export interface Newcomer {
  email: string;
  name: string;
  password: string;
}

/** Billing's fixtures (issue 24): a newcomer with no plan, signed in on `page`, for the paths where people pay. */
export const test = base.extend<{ newcomer: Newcomer }>({
  newcomer: async ({ page }, use) => {
    const user = { email: `e2e-${randomUUID()}@example.com`, name: 'Nova Speaker', password: 'speak-up-every-day' };
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('Last name').fill('Speaker');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await use(user);
  },
});

export { expect };

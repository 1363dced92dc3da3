import { describe, expect, it } from '@jest/globals';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '~/routes/login';
import SignupPage from '~/routes/signup';
import { LOGIN_CONSTRAINT, SIGNUP_CONSTRAINT } from './form-constraints.server';

// The sign-in pages' behaviour in the browser, without one: moved from tests/e2e/auth.spec.ts (ADR 0067).

const pageData = { params: {}, route: null };

function renderAt(url: string, posts: string[] = []) {
  const post = ({ request }: { request: Request }) => {
    posts.push(new URL(request.url).pathname);
    return null;
  };
  const Stub = createRemixStub([
    {
      path: '/login',
      Component: LoginPage,
      loader: () => ({ ...pageData, constraint: LOGIN_CONSTRAINT }),
      action: post,
    },
    {
      path: '/signup',
      Component: SignupPage,
      loader: () => ({ ...pageData, constraint: SIGNUP_CONSTRAINT }),
      action: post,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('the sign-up form', () => {
  it('says what is wrong, under the field, before anything is sent', async () => {
    const posts: string[] = [];
    renderAt('/signup', posts);
    // The browser's checks load after the page (issue 30); once they have, nothing wrong is sent.
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('data-validation')).toBe('browser'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Nova');
    await user.type(screen.getByLabelText('Last name'), 'Speaker');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('spins and says so while the account is being created', async () => {
    let answer: (value: null) => void = () => undefined;
    const Stub = createRemixStub([
      {
        path: '/signup',
        Component: SignupPage,
        loader: () => ({ ...pageData, constraint: SIGNUP_CONSTRAINT }),
        action: () => new Promise<null>((resolve) => (answer = resolve)),
      },
    ]);
    render(<Stub initialEntries={['/signup']} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Nova');
    await user.type(screen.getByLabelText('Last name'), 'Speaker');
    await user.type(screen.getByLabelText('E-mail'), 'nova@example.com');
    await user.type(screen.getByLabelText('Password'), 'speak-up-every-day');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const pending = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    answer(null);
    await screen.findByRole('button', { name: 'Sign Up' });
  });
});

describe('the login and sign-up pages', () => {
  it('link to each other, keeping the query', async () => {
    renderAt('/login?zoom_meeting_id=123');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    const logIn = await screen.findByRole('link', { name: 'Log in' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(logIn.getAttribute('href')).toBe('/login?zoom_meeting_id=123');
    await userEvent.click(logIn);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log In');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?zoom_meeting_id=123');
  });
});

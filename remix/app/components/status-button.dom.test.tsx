import { describe, expect, it } from '@jest/globals';
import { createRemixStub } from '@remix-run/testing';
import { Form } from '@remix-run/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './forms';
import { StatusButton } from './status-button';

describe('StatusButton', () => {
  it('spins and is disabled while pending, and says its pending label', () => {
    render(
      <StatusButton pending variant="primary" pendingLabel="Saving…">
        Save
      </StatusButton>,
      { wrapper: ({ children }) => <Stub element={children} /> },
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
  });
});

/** A page with one route whose element is `element`, under Remix's router. */
function Stub({ element }: { element: React.ReactNode }) {
  const RemixStub = createRemixStub([{ path: '/', Component: () => <>{element}</> }]);
  return <RemixStub />;
}

describe('SubmitButton', () => {
  it('follows the page navigation: pending while the form is sent, back when the action answered', async () => {
    let answer: (value: null) => void = () => undefined;
    const RemixStub = createRemixStub([
      {
        path: '/',
        Component: () => (
          <Form method="post">
            <SubmitButton pendingLabel="Logging in…">Log In</SubmitButton>
          </Form>
        ),
        action: () => new Promise<null>((resolve) => (answer = resolve)),
      },
    ]);
    render(<RemixStub />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const pending = await screen.findByRole('button', { name: 'Logging in…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    answer(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' }).hasAttribute('disabled')).toBe(false));
  });
});

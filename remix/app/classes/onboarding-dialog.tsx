import { useState } from 'react';
import type { OnboardingBodySchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { Sheet, SheetActions } from '~/components/sheet';
import { CONNECTION_DROPPED, callRelayed } from '~/utils/bff-client';

type OnboardingBody = z.input<typeof OnboardingBodySchema>;
const EXPERIENCES = ['new', 'some', 'regular'] as const satisfies NonNullable<
  OnboardingBody['answers']
>['experience'][];

async function post(body: OnboardingBody, keepalive = false): Promise<{ ok: boolean; message: string | null }> {
  const answer = await callRelayed('cohortOnboarding', { body, keepalive });
  if (answer.ok) return { ok: true, message: null };
  const [issue] = answer.error.issues;
  return {
    ok: false,
    message:
      answer.error.statusCode === null
        ? CONNECTION_DROPPED
        : issue
          ? `${issue.path.split('.').pop()} ${issue.message}`
          : (answer.error.message ?? 'Please try again.'),
  };
}

/**
 * The cohort onboarding form (spec 3 §4.9, TEMPORARY_ONBOARDING): opens once; closing it counts a
 * start, submitting counts a start and an end.
 */
export function OnboardingDialog({ onDone }: { onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    // Nobody waits for it: keepalive lets the count reach the BFF even when the learner reloads or leaves at once.
    void post({ action: 'close' }, true);
    onDone();
  };

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const goal = String(data.get('goal') ?? '').trim();
    if (!goal) {
      setProblem('Tell us your goal in a few words.');
      return;
    }
    setSending(true);
    const answer = await post({
      action: 'submit',
      answers: { goal, experience: EXPERIENCES.find((option) => option === data.get('experience')) ?? 'new' },
    });
    setSending(false);
    if (answer.ok) onDone();
    else setProblem(answer.message);
  }

  return (
    <Sheet
      title="Welcome to your cohort"
      lead="Two quick questions so your coach can meet you where you are."
      onClose={close}
    >
      <form
        className="mt-5 space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <div>
          <label htmlFor="onboarding-goal" className="block font-semibold text-ink">
            What do you want to get out of these five weeks?
          </label>
          <textarea
            id="onboarding-goal"
            name="goal"
            rows={3}
            maxLength={500}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'onboarding-problem' : undefined}
            className="mt-2 w-full rounded-xl border border-slate-300 p-3 text-ink focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink/40"
          />
        </div>
        <fieldset>
          <legend className="font-semibold text-ink">How often do you speak in front of others?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {[
              ['new', 'Rarely'],
              ['some', 'Sometimes'],
              ['regular', 'Every week'],
            ].map(([value, label], index) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 px-3 text-ink has-[:checked]:border-brand-pink has-[:checked]:bg-brand-pink-light"
              >
                <input type="radio" name="experience" value={value} defaultChecked={index === 0} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {problem ? (
          <p id="onboarding-problem" role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
        <SheetActions back="Close" onBack={close} submit={sending ? 'Sending…' : 'Submit'} busy={sending} />
      </form>
    </Sheet>
  );
}

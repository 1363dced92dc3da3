import { useId, useState } from 'react';
import { textInputProblem, userContentTypeOf } from '@impromptu/practice/rules';
import type { OutcomeInput, PracticeInputStep } from '../practice-types';
import { StepButton } from '../ui';
import { CoachingTipCard } from './content-step';

/**
 * An input step (spec 2 §5): every field needs its word count within its bounds (a prefilled value
 * counts as valid); the button is enabled only when all fields are valid, and saves them.
 */
export function InputStep({
  step,
  prefilled,
  onSubmit,
}: {
  step: PracticeInputStep;
  prefilled: (key: string, type: OutcomeInput['type']) => string;
  onSubmit: (inputs: OutcomeInput[]) => void;
}) {
  const fields = [...step.inputs].sort((a, b) => a.index - b.index);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, prefilled(field.key, userContentTypeOf(field.type))])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const baseId = useId();
  const problems = Object.fromEntries(
    fields.map((field) => [
      field.key,
      textInputProblem(values[field.key] ?? '', {
        label: field.label,
        minWords: field.minWords,
        maxWords: field.maxWords,
      }),
    ]),
  );
  const valid = fields.every((field) => problems[field.key] === null);
  return (
    <form
      className="mx-auto flex w-full max-w-2xl flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onSubmit(
          fields.map((field) => ({
            key: field.key,
            type: userContentTypeOf(field.type),
            label: field.label,
            text: (values[field.key] ?? '').trim(),
          })),
        );
      }}
    >
      <header>
        <h2 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{step.header}</h2>
        {step.body ? <p className="mt-3 text-lg leading-relaxed text-ink">{step.body}</p> : null}
      </header>
      {step.coachingTip ? <CoachingTipCard text={step.coachingTip} /> : null}
      {fields.map((field) => {
        const id = `${baseId}-${field.key}`;
        const problem = touched[field.key] ? problems[field.key] : null;
        return (
          <div key={field.key} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-base font-bold text-ink">
              {field.label}
            </label>
            <textarea
              id={id}
              name={field.key}
              rows={2}
              value={values[field.key] ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field.key]: value }));
                setTouched((current) => ({ ...current, [field.key]: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, [field.key]: true }))}
              className={`w-full rounded-xl border px-3 py-2 text-base text-ink shadow-sm focus:outline-none focus:ring-2 ${
                problem ? 'border-red-600 focus:ring-red-600' : 'border-slate-300 focus:ring-brand-pink'
              }`}
            />
            {problem ? (
              <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <StepButton type="submit" disabled={!valid}>
          {step.primaryCtaText ?? 'Save and continue'}
        </StepButton>
      </div>
    </form>
  );
}

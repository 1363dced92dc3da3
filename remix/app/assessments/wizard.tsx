import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { StepButton, primaryButton } from '~/practice/ui';
import { PROFILE_LISTS, PROFILE_TEXT } from './profile-fields';
import {
  OTHER,
  RATED,
  WRITTEN,
  missingOnPage,
  missingSentence,
  wizardLengthSentence,
  wizardPages,
  type Answer,
  type WizardTrait,
} from './wizard-rules';

export { type WizardTrait } from './wizard-rules';

interface Option {
  value: string;
  label: string;
}

export interface WizardData {
  type: string;
  profileRequired: boolean;
  profile: { firstName: string; lastName: string };
  /** The goals form answers onto the latest snapshot: without one it sends the learner to take one first. */
  hasSnapshot: boolean;
  options: Record<string, Option[]>;
  traits: WizardTrait[];
}

type JsonAnswer = {
  traitId: string;
  rating?: number | null;
  text?: string | null;
  choices: string[];
  other?: string | null;
};

export function ShapeWizard({ data, goals }: { data: WizardData; goals: boolean }) {
  const pages = useMemo(() => wizardPages(data), [data]);
  const [pageIndex, setPageIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [profile, setProfile] = useState<Record<string, string>>({
    firstName: data.profile.firstName,
    lastName: data.profile.lastName,
  });
  const [key] = useState(() => crypto.randomUUID());
  const fetcher = useFetcher<{ ok: false; error: string; issues: { path: string; message: string }[] }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = pages[pageIndex];
  const last = pageIndex === pages.length - 1;

  useEffect(() => heading.current?.focus(), [pageIndex]);

  if (goals && !data.hasSnapshot) return <NoSnapshotYet />;
  if (!page) return <p className="p-8">This form has no questions yet.</p>;
  const missing = missingOnPage(page, profile, answers);
  const valid = missing.length === 0;
  const progress = Math.round(((pageIndex + 1) / pages.length) * 100);
  const setAnswer = (traitId: string, change: Partial<Answer>) =>
    setAnswers((all) => ({ ...all, [traitId]: { ...all[traitId], ...change } }));

  const submit = () => {
    const body = {
      idempotencyKey: key,
      ...(goals ? {} : { type: data.type }),
      ...(data.profileRequired ? { profile } : {}),
      answers: data.traits.flatMap((trait): JsonAnswer[] => {
        const answer = answers[trait.id];
        if (!answer) return trait.type === 'SELECT_ALL' ? [{ traitId: trait.id, choices: [] }] : [];
        return [
          {
            traitId: trait.id,
            rating: answer.rating ?? null,
            text: answer.text ?? null,
            choices: answer.choices ?? [],
            other: answer.other ?? null,
          },
        ];
      }),
    };
    fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex items-center justify-between gap-4 text-sm font-semibold text-ink-muted">
        <span>
          Page {pageIndex + 1} of {pages.length}
        </span>
        <span>{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-2 h-2 rounded-full bg-slate-200"
      >
        <div className="h-2 rounded-full bg-brand-pink transition-all" style={{ width: `${progress}%` }} />
      </div>
      {pageIndex === 0 ? (
        <p className="mt-4 text-ink-muted">
          {goals ? 'Your answers are added to your latest snapshot. ' : ''}
          {wizardLengthSentence(pages)}
        </p>
      ) : null}
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-3xl font-extrabold tracking-tight text-ink focus:outline-none"
      >
        {page.title}
      </h1>
      <form
        className="mt-6 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          if (last) submit();
          else setPageIndex(pageIndex + 1);
        }}
      >
        {page.kind === 'profile' ? (
          <ProfilePage
            data={data}
            profile={profile}
            onChange={(field, value) => setProfile((all) => ({ ...all, [field]: value }))}
          />
        ) : (
          page.traits.map((trait) => (
            <Question
              key={trait.id}
              trait={trait}
              answer={answers[trait.id]}
              onChange={(change) => setAnswer(trait.id, change)}
            />
          ))
        )}
        {fetcher.data && !fetcher.data.ok ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{fetcher.data.error}</p>
            <ul className="mt-1 list-disc pl-5">
              {fetcher.data.issues.map((issue) => (
                <li key={issue.path}>{issue.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {valid ? null : (
          <p id="wizard-missing" className="border-t border-slate-200 pt-6 text-sm text-ink-muted">
            {missingSentence(missing)}
          </p>
        )}
        <div className={`flex flex-wrap justify-between gap-3 ${valid ? 'border-t border-slate-200 pt-6' : ''}`}>
          <StepButton
            variant="secondary"
            type="button"
            disabled={pageIndex === 0}
            onClick={() => setPageIndex(pageIndex - 1)}
          >
            Prev
          </StepButton>
          <StepButton
            type="submit"
            disabled={!valid || fetcher.state !== 'idle'}
            aria-describedby={valid ? undefined : 'wizard-missing'}
          >
            {last ? (fetcher.state === 'idle' ? 'Submit' : 'Saving…') : 'Next'}
          </StepButton>
        </div>
      </form>
    </div>
  );
}

/** The goals form answers onto the latest snapshot (spec 3 §4.2): without one, it says so before anything is typed. */
function NoSnapshotYet() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Your goals</h1>
      <div role="status" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <p className="font-semibold text-ink">No previous snapshots</p>
        <p className="mt-2 text-ink-muted">
          Your goals are added to your latest Shape &amp; Score snapshot. Take one first, then come back to set your
          goals.
        </p>
        <Link to="/games/shape?type=start" className={`${primaryButton} mt-5`}>
          Take your first snapshot
        </Link>
      </div>
    </div>
  );
}

const fieldClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink';

function ProfilePage({
  data,
  profile,
  onChange,
}: {
  data: WizardData;
  profile: Record<string, string>;
  onChange: (field: string, value: string) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {PROFILE_TEXT.map(([field, label]) => (
        <label key={field} className={`block font-semibold text-ink ${field === 'benefit' ? 'sm:col-span-2' : ''}`}>
          {label} <span aria-hidden="true">*</span>
          <input
            className={fieldClass}
            value={profile[field] ?? ''}
            required
            onChange={(event) => onChange(field, event.target.value)}
          />
        </label>
      ))}
      <p className="text-sm text-ink-muted sm:col-span-2">
        <span aria-hidden="true">*</span> Required. The rest is optional: it helps us suggest what to practise.
      </p>
      {PROFILE_LISTS.map(([field, label]) => (
        <label key={field} className="block font-semibold text-ink">
          {label} <span className="font-normal text-ink-muted">(optional)</span>
          <select
            className={fieldClass}
            value={profile[field] ?? ''}
            onChange={(event) => onChange(field, event.target.value)}
          >
            <option value="">Choose…</option>
            {(data.options[field] ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

function Question({
  trait,
  answer,
  onChange,
}: {
  trait: WizardTrait;
  answer: Answer | undefined;
  onChange: (change: Partial<Answer>) => void;
}) {
  const id = `q-${trait.id}`;
  if (RATED.has(trait.type)) {
    return (
      <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold text-ink">{trait.name}</legend>
        <p className="text-ink-muted">{trait.metadata.question}</p>
        <div
          className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-11"
          role="radiogroup"
          aria-label={`${trait.name}: rating from 0 to 10`}
        >
          {Array.from({ length: 11 }, (_, value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={id}
                value={value}
                className="peer sr-only"
                checked={answer?.rating === value}
                onChange={() => onChange({ rating: value })}
              />
              <span className="flex h-11 items-center justify-center rounded-lg border border-slate-300 font-bold text-ink peer-checked:border-brand-pink peer-checked:bg-brand-pink peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-pink">
                {value}
              </span>
            </label>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-ink-muted">
          <span>0 · not at all</span>
          <span>10 · completely</span>
        </div>
        {trait.metadata.explain_why ? (
          <label className="mt-3 block text-sm font-semibold text-ink">
            Tell us why (optional)
            <textarea
              className={fieldClass}
              rows={2}
              value={answer?.text ?? ''}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          </label>
        ) : null}
      </fieldset>
    );
  }
  if (WRITTEN.has(trait.type)) {
    return (
      <label className="block text-lg font-bold text-ink">
        {trait.metadata.question} <span aria-hidden="true">*</span>
        {trait.type === 'TEXT' ? (
          <input
            className={fieldClass}
            value={answer?.text ?? ''}
            required
            onChange={(event) => onChange({ text: event.target.value })}
          />
        ) : (
          <textarea
            className={fieldClass}
            rows={3}
            value={answer?.text ?? ''}
            required
            onChange={(event) => onChange({ text: event.target.value })}
          />
        )}
      </label>
    );
  }
  const multiple = trait.type === 'SELECT_ALL';
  const choices = [...(trait.metadata.choices ?? []), ...(trait.metadata.has_other ? [OTHER] : [])];
  const selected = answer?.choices ?? [];
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-ink">{trait.metadata.question}</legend>
      {multiple ? <p className="text-sm text-ink-muted">Choose all that apply.</p> : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-pink has-[:checked]:bg-brand-pink-light"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={selected.includes(choice)}
              onChange={(event) =>
                onChange({
                  choices: multiple
                    ? event.target.checked
                      ? [...selected, choice]
                      : selected.filter((c) => c !== choice)
                    : [choice],
                })
              }
              className="h-4 w-4 accent-brand-pink"
            />
            <span className="text-ink">{choice}</span>
          </label>
        ))}
      </div>
      {selected.includes(OTHER) ? (
        <label className="mt-3 block text-sm font-semibold text-ink">
          Your answer for ‘Other’ <span aria-hidden="true">*</span>
          <input
            className={fieldClass}
            value={answer?.other ?? ''}
            required
            onChange={(event) => onChange({ other: event.target.value })}
          />
        </label>
      ) : null}
    </fieldset>
  );
}

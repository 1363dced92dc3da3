import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StatusButton, useIsPending } from './status-button';

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/** The errors of a field or form, in the element that aria-describedby points at. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((error): error is string => Boolean(error));
  if (!shown?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {shown.map((error) => (
        <li key={error} className="text-sm font-medium text-red-700">
          {error}
        </li>
      ))}
    </ul>
  );
}

/** A labelled input with its errors underneath (getInputProps sets aria-invalid and aria-describedby). */
export function Field({
  label,
  inputProps,
  errors,
  errorId,
  hint,
}: {
  label: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string };
  errors?: ListOfErrors;
  errorId: string;
  hint?: ReactNode;
}) {
  const invalid = Boolean(errors?.some(Boolean));
  // Conform hands a key to reset the input; React wants it as a prop of its own, not spread.
  const { key, ...props } = inputProps;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        key={key}
        {...props}
        className={[
          'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400',
          'focus:outline-none focus:ring-2 focus:ring-offset-1',
          invalid
            ? 'border-red-500 focus:ring-red-500'
            : 'border-slate-300 focus:border-brand-pink focus:ring-brand-pink',
        ].join(' ')}
      />
      {hint && !invalid ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      <div className="min-h-[1.25rem]">
        <ErrorList id={errorId} errors={errors} />
      </div>
    </div>
  );
}

/**
 * A `Field` for one field of a Conform form: its input's props, errors and error id come from the field, so a form
 * names only the label, the type and what the browser may fill in.
 */
export function FormField({
  label,
  field,
  type,
  autoComplete,
  autoFocus,
  hint,
}: {
  label: string;
  field: FieldMetadata<string>;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type }), autoComplete, ...(autoFocus ? { autoFocus } : {}) }}
      errors={field.errors}
      errorId={field.errorId}
      hint={hint}
    />
  );
}

/** The look of a text input, select or textarea that a `Labelled` wraps (the invalid border from aria-invalid). */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink focus:ring-offset-1 aria-[invalid=true]:border-red-500';

/**
 * A label, any control, a hint and the control's errors: `children` receives the id, aria-invalid and
 * aria-describedby to spread on the control (an input, a select, a textarea).
 */
export function Labelled({
  label,
  hint,
  errors,
  children,
}: {
  label: string;
  hint?: ReactNode;
  errors?: ListOfErrors;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.some(Boolean));
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className="text-sm text-ink-muted">
          {hint}
        </div>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A form's main submit button, full width: while the form is sent (the page's navigation, or `pending` when a
 * fetcher sends it) it shows a spinner and its pending label.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending?: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const navigating = useIsPending();
  const busy = pending ?? navigating;
  return (
    <StatusButton
      pending={busy}
      pendingLabel={pendingLabel}
      aria-disabled={busy}
      variant="primary"
      className="w-full gap-2 px-6 py-3 text-base font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-80"
    >
      {children}
    </StatusButton>
  );
}

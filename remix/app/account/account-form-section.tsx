import { getFormProps, type FormMetadata } from '@conform-to/react';
import type { FetcherWithComponents } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorList } from '~/components/forms';
import { StatusButton } from '~/components/status-button';
import { sectionButtonSize } from './section-style';
import { SettingsSection } from './settings-section';

/**
 * The shell of a settings form posted by a fetcher (`useFetcherForm`): a titled section, its fields in a grid,
 * the form's errors, and a submit button that spins while the form is sent, with the answer's line beside it.
 */
export function AccountFormSection<Schema extends Record<string, unknown>>({
  headingId,
  title,
  titleClassName = 'text-xl',
  className = '',
  description,
  action,
  Form,
  form,
  pending,
  message,
  fieldsClassName,
  submitLabel,
  children,
}: {
  headingId: string;
  title: string;
  titleClassName?: string;
  className?: string;
  description: ReactNode;
  /** The resource route the fetcher posts to. */
  action: string;
  Form: FetcherWithComponents<unknown>['Form'];
  form: FormMetadata<Schema, string[]>;
  pending: boolean;
  message: string | null;
  /** The grid of the fields (how many columns from the small breakpoint). */
  fieldsClassName: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <SettingsSection headingId={headingId} title={title} titleClassName={titleClassName} className={className}>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-4 flex flex-col gap-2">
        <div className={`grid gap-x-4 ${fieldsClassName}`}>{children}</div>
        <div role="alert" className="empty:hidden">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <StatusButton pending={pending} spinnerClassName="h-4 w-4" variant="secondary" className={sectionButtonSize}>
            {submitLabel}
          </StatusButton>
          <p role="status" className="text-sm font-medium text-green-700">
            {message ?? ''}
          </p>
        </div>
      </Form>
    </SettingsSection>
  );
}

import { Form, Link } from '@remix-run/react';
import { useId } from 'react';
import { Button, focusRing } from '~/components/button';

/**
 * The controls of the admin lists cut into pages (users, e-mails): a search in the address (a GET form, so a
 * search can be linked and reloaded) and the pager, whose links keep the search.
 */

/** A list page's address: its search (the parameter `name`, when set) and its page (when past the first). */
export function listHref(search: { name: string; value: string | null }, page: number): string {
  const query = new URLSearchParams();
  if (search.value) query.set(search.name, search.value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '?';
}

const secondaryLink = `rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 ${focusRing}`;

export function ListSearch({
  label,
  name,
  type,
  value,
  placeholder,
  button,
  problem = null,
  clearLabel = null,
}: {
  label: string;
  name: string;
  type: 'search' | 'email';
  value: string | null;
  placeholder: string;
  button: string;
  /** What is wrong with the search, said under it. */
  problem?: string | null;
  /** A link back to the whole list, shown while a search is on. */
  clearLabel?: string | null;
}) {
  const inputId = useId();
  const problemId = useId();
  return (
    <Form method="get" role="search" className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-auto sm:flex-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={inputId}
          type={type}
          name={name}
          defaultValue={value ?? ''}
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink"
        />
      </div>
      <Button variant="accent" className="px-6 py-2.5 font-semibold shadow-sm" type="submit">
        {button}
      </Button>
      {value && clearLabel ? (
        <Link to="?" className={`${secondaryLink} py-2.5`}>
          {clearLabel}
        </Link>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}

export function ListPager({
  page,
  pageCount,
  label,
  hrefOf,
  previous,
  next,
}: {
  page: number;
  pageCount: number;
  /** The pager's name for a screen reader: 'Pages of users'. */
  label: string;
  hrefOf: (page: number) => string;
  previous: string;
  next: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={secondaryLink}>
          <span aria-hidden="true">← </span>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-ink" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={secondaryLink}>
          {next}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { useNavigation } from '@remix-run/react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * Whether this page's form is being sent: a navigation that carries form data, and when `intent` is given only
 * a form whose `intent` field has that value (a page with several forms spins only the one that was sent).
 */
export function useIsPending({ intent }: { intent?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formData === undefined) return false;
  return intent === undefined || navigation.formData.get('intent') === intent;
}

type StatusButtonProps = ComponentPropsWithoutRef<typeof Button> & {
  /** Sent by a fetcher, or pending for another reason: the caller says. Otherwise the page's navigation does. */
  pending?: boolean;
  /** The navigation's form field `intent` that makes this button pending (when `pending` is not given). */
  intent?: string;
  /** What the button says while pending, in place of its children; without it the children stay. */
  pendingLabel?: ReactNode;
  /** The spinner's size. */
  spinnerClassName?: string;
};

/**
 * A button that shows a spinner and is disabled while its form is sent: the pending state in one place instead of
 * a spinner placed by hand in each form. A submit button unless told otherwise.
 */
export const StatusButton = forwardRef<HTMLButtonElement, StatusButtonProps>(function StatusButton(
  { pending, intent, pendingLabel, spinnerClassName = 'h-5 w-5', disabled, children, type = 'submit', ...props },
  ref,
) {
  const navigating = useIsPending({ intent });
  const busy = pending ?? navigating;
  return (
    <Button ref={ref} type={type} {...props} disabled={Boolean(disabled) || busy}>
      {busy ? <Spinner className={spinnerClassName} /> : null}
      {busy && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
});

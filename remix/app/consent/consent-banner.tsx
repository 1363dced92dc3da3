import { XMarkIcon } from '@heroicons/react/24/outline';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes } from 'react';
import {
  cookiePurposes,
  isCurrentConsent,
  usPurposes,
  type Consent,
  type CookiePurpose,
  type UsPurpose,
} from './consent';
import { Button, focusRing } from '~/components/button';

/** One of the banner's choices: the main one filled, the others outlined. */
function Choice({
  main = false,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { main?: boolean }) {
  const look = main ? 'shadow-sm' : '';
  return (
    <Button
      variant={main ? 'primary' : 'secondary'}
      className={`whitespace-nowrap px-4 py-2.5 text-sm font-semibold ${look} ${className}`.trim()}
      {...props}
    />
  );
}

export const CONSENT_ACTION = '/resources/consent';

type Toggles = Record<CookiePurpose, boolean> & Record<UsPurpose, boolean>;

function togglesFrom(consent: Consent | null): Toggles {
  return {
    necessary: true,
    functionality: consent?.cookiePurposes.functionality ?? false,
    measurement: consent?.cookiePurposes.measurement ?? false,
    targeting: consent?.cookiePurposes.targeting ?? false,
    sh: consent?.usPurposes.sh ?? false,
    adv: consent?.usPurposes.adv ?? false,
  };
}

function Switch({
  id,
  name,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = `${id}-description`;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-xs text-ink-muted">
          {description}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          name={disabled ? undefined : name}
          checked={checked}
          disabled={disabled}
          aria-describedby={descriptionId}
          onChange={(event) => onChange(event.target.checked)}
          className={`peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-pink disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </li>
  );
}

/**
 * The cookie consent banner of spec 1 §2: floats top-centre, in English, with Accept all, Reject all
 * and Customise (a toggle per purpose and the US privacy purposes sh and adv). It shows while no
 * current choice is stored, and again when 'Your Privacy Choices' reopens it.
 */
export function ConsentBanner({
  consent,
  reopened,
  onClose,
}: {
  consent: Consent | null;
  reopened: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<{ consent: Consent | null }>({ key: 'consent-choice' });
  const [customising, setCustomising] = useState(false);
  const [toggles, setToggles] = useState<Toggles>(() => togglesFrom(consent));
  const headingId = useId();
  const idPrefix = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Where a keyboard user was before tabbing into the banner: focus goes back there once a choice is made.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const closeAndReturnFocus = () => {
    const back = returnFocusRef.current;
    if (back && panelRef.current?.contains(document.activeElement))
      setTimeout(() => back.isConnected && back.focus(), 0);
    onClose();
  };

  const needsChoice = !isCurrentConsent(consent);
  // The choice is being saved: the banner goes away at once rather than after the round trip.
  const saving = fetcher.state !== 'idle' && fetcher.formData?.get('intent') !== 'sync';
  const visible = (needsChoice || reopened) && !saving;

  useEffect(() => {
    if (!reopened) return;
    setToggles(togglesFrom(consent));
    setCustomising(false);
    panelRef.current?.focus();
    // Reopening reads the current record once; later changes come with the next reopening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reopened]);

  useEffect(() => {
    if (!visible || needsChoice) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, needsChoice, onClose]);

  if (!visible) return null;

  // A first choice sits at the top of the page, above its content, so it covers no heading or field; reopened
  // from the footer it floats over the page where the user is.
  const placement = reopened
    ? 'pointer-events-none fixed inset-x-0 top-3 z-[60] sm:top-5'
    : 'relative z-30 pt-3 sm:pt-5';
  return (
    <div className={`flex justify-center px-3 ${placement}`}>
      <div
        ref={panelRef}
        // A click on the banner keeps focus where it was (the e-mail field of /login, say): moving it would
        // validate a field the user has not filled in yet. Keyboard users still tab into the banner as usual.
        onMouseDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.closest('button')) event.preventDefault();
        }}
        onFocus={(event) => {
          if (event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget))
            returnFocusRef.current = event.relatedTarget;
        }}
        lang="en"
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        tabIndex={-1}
        className="pointer-events-auto max-h-[calc(100vh-1.5rem)] w-full max-w-xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            Your privacy choices
          </h2>
          {needsChoice ? null : (
            <Button
              variant="plain"
              className="-mr-2 -mt-1 inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-slate-100"
              type="button"
              onClick={onClose}
            >
              <span className="sr-only">Close</span>
              <XMarkIcon className="h-5 w-5" aria-hidden="true" strokeWidth={2} />
            </Button>
          )}
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          We use strictly necessary cookies to keep you signed in and remember this choice. With your permission we also
          use cookies for functionality, analytics and marketing. Read our{' '}
          <Link to="/games/privacy#cookies" className="font-medium text-brand-pink-dark underline">
            Cookie Policy
          </Link>
          .
        </p>

        {/* Submitting ends a reopening; a first choice stays hidden while saving and returns if saving fails. */}
        <fetcher.Form method="post" action={CONSENT_ACTION} className="mt-4" onSubmit={closeAndReturnFocus}>
          {customising ? (
            <fieldset>
              <legend className="text-sm font-bold text-ink">Purposes</legend>
              {[cookiePurposes, usPurposes].map((purposes, index) => (
                <div key={index}>
                  {index > 0 ? <p className="mt-3 text-sm font-bold text-ink">US privacy choices</p> : null}
                  <ul className="divide-y divide-slate-100">
                    {purposes.map((purpose) => (
                      <Switch
                        key={purpose.key}
                        id={`${idPrefix}-${purpose.key}`}
                        name={purpose.key}
                        label={purpose.label}
                        description={purpose.description}
                        checked={toggles[purpose.key]}
                        disabled={'required' in purpose && purpose.required}
                        onChange={(checked) => setToggles((current) => ({ ...current, [purpose.key]: checked }))}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </fieldset>
          ) : null}

          <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            {customising ? (
              <>
                <Choice type="button" onClick={() => setCustomising(false)}>
                  Back
                </Choice>
                <Choice main type="submit" name="intent" value="customise">
                  Save choices
                </Choice>
              </>
            ) : (
              <>
                <Choice
                  className="order-last col-span-2 sm:order-none"
                  type="button"
                  onClick={() => setCustomising(true)}
                >
                  Customise
                </Choice>
                <Choice type="submit" name="intent" value="reject-all">
                  Reject all
                </Choice>
                <Choice main type="submit" name="intent" value="accept-all">
                  Accept all
                </Choice>
              </>
            )}
          </div>
        </fetcher.Form>
      </div>
    </div>
  );
}

/**
 * Spec 1 §4 consent sync for a signed-in user: once per browser session and user, the server
 * compares the browser's record with the stored one and the newer one wins.
 */
export function useConsentSync(userId: string | null) {
  const fetcher = useFetcher({ key: 'consent-sync' });
  const { submit } = fetcher;
  useEffect(() => {
    if (!userId) return;
    const key = `impromptu_consent_synced:${userId}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage the sync simply runs on each full page load.
    }
    submit({ intent: 'sync' }, { method: 'post', action: CONSENT_ACTION });
  }, [userId, submit]);
}

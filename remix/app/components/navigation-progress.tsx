import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Spinner } from './spinner';

// A quick navigation shows nothing; a slower one a top bar, then the full-page spinner.
const BAR_DELAY_MS = 150;
const SPINNER_DELAY_MS = 800;

/** Shows that a page is on its way while Remix loads it (spec 1 §2: a loading screen is a full-page spinner). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  // A submitted form shows its own pending state; the full-page spinner is for moving to a page.
  const pageLoad = navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === 'GET';
  const [stage, setStage] = useState<'idle' | 'bar' | 'spinner'>('idle');

  useEffect(() => {
    if (!loading) {
      setStage('idle');
      return;
    }
    const bar = window.setTimeout(() => setStage('bar'), BAR_DELAY_MS);
    const spinner = pageLoad ? window.setTimeout(() => setStage('spinner'), SPINNER_DELAY_MS) : undefined;
    return () => {
      window.clearTimeout(bar);
      window.clearTimeout(spinner);
    };
  }, [loading, pageLoad]);

  return (
    <>
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden transition-opacity duration-300 ${stage === 'idle' ? 'opacity-0' : 'opacity-100'}`}
      >
        <div
          className={`h-full bg-gradient-to-r from-brand-pink via-brand-yellow to-brand-blue transition-[width] ease-out ${
            stage === 'idle'
              ? 'w-0 duration-0'
              : stage === 'bar'
                ? 'w-2/3 duration-[2000ms]'
                : 'w-[90%] duration-[4000ms]'
          }`}
        />
      </div>
      {stage === 'spinner' ? (
        <div
          role="status"
          aria-live="polite"
          className="fixed inset-0 z-[65] flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm"
        >
          <Spinner className="h-12 w-12 text-brand-pink" />
          <p className="text-lg font-semibold text-ink">Loading</p>
        </div>
      ) : null}
    </>
  );
}

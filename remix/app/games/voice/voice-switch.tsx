import { useEffect, useId } from 'react';
import { readVoicePreference, writeVoicePreference } from './voice-preference';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The 'Voice metrics' switch of a speaking game's setup (issue 18). Turning it on asks for nothing yet:
 * the microphone is asked for when the game starts. The choice is this browser's: restored when the switch
 * first shows, remembered when it changes.
 */
export function VoiceMetricsSwitch({ on, accent, set }: { on: boolean; accent: string; set: (on: boolean) => void }) {
  const id = useId();
  useEffect(() => {
    if (readVoicePreference(browserStorage())) set(true);
    // Once, when the setup first shows: later changes come from the switch itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the setup first shows, see above
  }, []);
  const onChange = (next: boolean) => {
    writeVoicePreference(browserStorage(), next);
    set(next);
  };
  const hint = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-semibold text-ink">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-ink-muted" fill="currentColor">
            <path d="M10 2.5a2.75 2.75 0 0 0-2.75 2.75v4.5a2.75 2.75 0 1 0 5.5 0v-4.5A2.75 2.75 0 0 0 10 2.5Z" />
            <path d="M5.5 9.25a.75.75 0 0 0-1.5 0 6 6 0 0 0 5.25 5.95v1.55H7.5a.75.75 0 0 0 0 1.5h5a.75.75 0 0 0 0-1.5h-1.75V15.2A6 6 0 0 0 16 9.25a.75.75 0 0 0-1.5 0 4.5 4.5 0 0 1-9 0Z" />
          </svg>
          Voice metrics
        </label>
        <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={on}
            aria-describedby={hint}
            onChange={(event) => onChange(event.currentTarget.checked)}
            className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-600"
            style={on ? { backgroundColor: accent } : undefined}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
      </div>
      <p id={hint} className="text-sm text-ink-muted">
        {on
          ? 'Your microphone is asked for when the game starts. Analysed on this device. No audio leaves it.'
          : 'Measure speaking time, pauses and energy as you play. Analysed on this device. No audio leaves it.'}
      </p>
    </div>
  );
}

import { MicrophoneIcon } from '@heroicons/react/20/solid';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { readVoicePreference, writeVoicePreference, type VoicePreference } from './voice-preference';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser can record a round and keep it (MediaRecorder and IndexedDB); false on the server. */
function canRecordHere(): boolean {
  return typeof window !== 'undefined' && typeof MediaRecorder === 'function' && typeof indexedDB === 'object';
}

function SetupSwitch({
  label,
  icon,
  hint,
  on,
  accent,
  disabled = false,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  hint: string;
  on: boolean;
  accent: string;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-semibold text-ink">
          {icon}
          {label}
        </label>
        <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={on}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.currentTarget.checked)}
            className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-600 disabled:cursor-not-allowed"
            style={on ? { backgroundColor: accent } : undefined}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}

/** Restores a remembered choice once, when the setup first shows; later changes come from the switch itself. */
function useRemembered(preference: VoicePreference, learner: string | null, set: (on: boolean) => void) {
  useEffect(() => {
    if (readVoicePreference(browserStorage(), learner, preference)) set(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the setup first shows, see above
  }, []);
  return (next: boolean) => {
    writeVoicePreference(browserStorage(), next, learner, preference);
    set(next);
  };
}

const MICROPHONE = <MicrophoneIcon aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-muted" />;

const RECORD = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-ink-muted" fill="currentColor">
    <path
      fillRule="evenodd"
      d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 1.75a6.25 6.25 0 1 1 0 12.5 6.25 6.25 0 0 1 0-12.5Z"
    />
    <circle cx="10" cy="10" r="4" className="text-red-700" fill="currentColor" />
  </svg>
);

/**
 * The 'Voice metrics' switch of a speaking game's setup (issue 18), with one line on what it gives. Turning it
 * on asks for nothing yet: the microphone is asked for when the game starts. The choice is the learner's in
 * this browser: restored when the switch first shows, remembered when it changes.
 */
export function VoiceMetricsSwitch({
  on,
  accent,
  set,
  learner = null,
}: {
  on: boolean;
  accent: string;
  set: (on: boolean) => void;
  learner?: string | null;
}) {
  const onChange = useRemembered('voiceMetrics', learner, set);
  return (
    <SetupSwitch
      label="Voice metrics"
      icon={MICROPHONE}
      on={on}
      accent={accent}
      onChange={onChange}
      hint={
        on
          ? 'Your microphone is asked for when the game starts. Analysed on this device. No audio leaves it.'
          : 'Measure your pace, pauses, filled pauses and energy as you play. Analysed on this device. No audio leaves it.'
      }
    />
  );
}

/**
 * 'Record my rounds to replay them' (issue 31): the round's audio is recorded beside the analysis and kept in
 * this browser for the debrief's replay. A browser that cannot record says so, and the switch stays off.
 */
export function RecordRoundsSwitch({
  on,
  accent,
  set,
  learner = null,
}: {
  on: boolean;
  accent: string;
  set: (on: boolean) => void;
  learner?: string | null;
}) {
  const onChange = useRemembered('recordRounds', learner, set);
  // Known only in the browser: the server renders the switch as able.
  const [able, setAble] = useState(true);
  useEffect(() => setAble(canRecordHere()), []);
  return (
    <SetupSwitch
      label="Record my rounds to replay them — the audio stays on this device"
      icon={RECORD}
      on={on && able}
      accent={accent}
      disabled={!able}
      onChange={onChange}
      hint={
        !able
          ? 'This browser cannot record audio on the device. The game plays as before.'
          : on
            ? 'After each round, listen back with your pauses and prompts on a timeline. Your last 10 rounds are kept in this browser.'
            : 'Hear yourself after each round, with your pace and pauses. Nothing is uploaded.'
      }
    />
  );
}

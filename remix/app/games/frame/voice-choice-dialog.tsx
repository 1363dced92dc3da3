import { useId, useState } from 'react';
import { Sheet, SheetActions } from '~/components/sheet';
import { filledColours } from '~/games/shared/game-colour';

/** Whether this browser can record a round and keep it (MediaRecorder and IndexedDB). */
function canRecordHere(): boolean {
  return typeof MediaRecorder === 'function' && typeof indexedDB === 'object';
}

function Choice({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl px-3 py-3 ring-1 ring-slate-200 has-[:checked]:bg-slate-50 has-[:checked]:ring-slate-400">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:cursor-not-allowed"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The one-time choice at a learner's first game (issue 31, ADR 0042 addendum): record my rounds and voice
 * metrics, asked once before the first round as a small dialog; the setup's switches stay for later changes.
 * Both start as they are on the setup (off unless the learner turned one on). Escape goes back to the setup
 * without starting and without remembering: the choice is asked again at the next start.
 */
export function VoiceChoiceDialog({
  accent,
  record,
  metrics,
  onStart,
  onBack,
}: {
  accent: string;
  record: boolean;
  metrics: boolean;
  onStart: (choice: { record: boolean; metrics: boolean }) => void;
  onBack: () => void;
}) {
  const [recordOn, setRecordOn] = useState(record);
  const [metricsOn, setMetricsOn] = useState(metrics);
  const [able] = useState(canRecordHere);
  return (
    <Sheet
      title="Hear yourself after each round?"
      lead="Choose once before your first game. You can change it later on any game’s setup."
      onClose={onBack}
      dataAttribute="data-voice-choice"
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onStart({ record: recordOn && able, metrics: metricsOn });
        }}
      >
        <Choice
          label="Record my rounds to replay them — the audio stays on this device"
          hint={
            able
              ? 'Listen back after each round, with your pauses and the prompts on a timeline. Your last 10 rounds are kept in this browser. Nothing is uploaded.'
              : 'This browser cannot record audio on the device. The game plays as before.'
          }
          checked={recordOn && able}
          disabled={!able}
          onChange={setRecordOn}
        />
        <Choice
          label="Voice metrics"
          hint="Measure your pace, pauses, filled pauses and energy as you play. Analysed on this device. No audio leaves it."
          checked={metricsOn}
          onChange={setMetricsOn}
        />
        <div className="mt-1">
          <SheetActions
            back="Back to the setup"
            onBack={onBack}
            submit="Start the game"
            submitStyle={filledColours(accent)}
          />
        </div>
      </form>
    </Sheet>
  );
}

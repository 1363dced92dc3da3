import { lazy, Suspense, useId, type FormEvent } from 'react';
import {
  NEXT_BUTTON_LABEL,
  START_BUTTON_LOADING,
  isStartDisabled,
  sliderPosition,
  sliderValue,
  sliderValueAt,
  slidersFor,
  startButtonLabel,
  togglesFor,
  withSliderValue,
  type GameAction,
  type GameDefinition,
  type GameSettings,
  type GameState,
  type SliderSpec,
  type ToggleSpec,
} from '@impromptu/games';
import { filledColours } from '~/games/shared/game-colour';
import { useHydrated } from '~/utils/use-hydrated';
import { formatSliderRange, formatSliderValue } from './slider-format';
import { useSelectOnFocus } from './select-on-focus';
import { PLAYER_NAME_MAX_LENGTH, playerNameOrDefault } from './setup-settings';
import { Button } from '~/components/button';

// The 'Voice metrics' switch loads apart from the page (issue 18: the game page's first load does not grow);
// the server renders it, and a client-side visit sees its place kept until it arrives.
const VoiceMetricsSwitch = lazy(() =>
  import('~/games/voice/voice-switch').then((module) => ({ default: module.VoiceMetricsSwitch })),
);
const RecordRoundsSwitch = lazy(() =>
  import('~/games/voice/voice-switch').then((module) => ({ default: module.RecordRoundsSwitch })),
);

export interface WordSet {
  id: string;
  name: string;
}

export interface SetupViewProps {
  state: GameState;
  dispatch: (action: GameAction) => void;
  definition: GameDefinition;
  accent: string;
  /** The word sets to choose from; null until the first content answer. */
  wordSets: WordSet[] | null;
  /** True while the game's content (or photos) is being fetched. */
  contentLoading: boolean;
  contentError: string | null;
  onRetryContent: () => void;
  onWordSetsChange: (names: string[]) => void;
  onStart: () => void;
  /** The learner's 'Voice metrics' switch (issue 18): this browser's choice, not a game setting. */
  voiceMetrics: { on: boolean; set: (on: boolean) => void };
  /** 'Record my rounds to replay them' (issue 31): the learner's choice in this browser. */
  recordRounds: { on: boolean; set: (on: boolean) => void };
  /** Whose choices the switches remember (one browser may be shared); null when unknown. */
  learner: string | null;
}

/** The setup screens of spec 2 §2: single player, multiplayer and the players' names. */
export function SetupView(props: SetupViewProps) {
  const { state } = props;
  if (state.view === 'setup-player-inputs') return <PlayerInputsView {...props} />;
  return <SettingsView {...props} />;
}

function SettingsView({
  state,
  dispatch,
  definition,
  accent,
  wordSets,
  contentLoading,
  contentError,
  onRetryContent,
  onWordSetsChange,
  onStart,
  voiceMetrics,
  recordRounds,
  learner,
}: SetupViewProps) {
  const isMultiplayer = state.view === 'setup-multiplayer';
  const sliders = slidersFor(definition.shortCode, { isMultiplayer });
  const toggles = togglesFor(definition.shortCode, { isMultiplayer });
  // On a wide screen the sliders sit beside the options, so the start button stays in view at 1280x800
  // (issue 29: Triple Step's multiplayer setup put NEXT below the fold).
  const twoColumns = sliders.length > 0;
  return (
    <form
      className={`grid gap-6 sm:gap-8 ${twoColumns ? 'lg:grid-cols-2 lg:gap-x-12 lg:gap-y-6' : ''}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (isMultiplayer) dispatch({ type: 'NEXT' });
        else onStart();
      }}
    >
      {definition.multiplayer === 'optional' ? (
        <div className="lg:col-span-2">
          <ModeSwitch
            isMultiplayer={isMultiplayer}
            accent={accent}
            onChange={(value) => dispatch({ type: 'SET_MULTIPLAYER', isMultiplayer: value })}
          />
        </div>
      ) : null}

      {sliders.length > 0 ? (
        <fieldset className="flex flex-col gap-6">
          <legend className="sr-only">Settings</legend>
          {sliders.map((slider) => (
            <SettingSlider key={slider.key} slider={slider} state={state} dispatch={dispatch} accent={accent} />
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-6 sm:gap-8">
        {toggles.length > 0 ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Options</legend>
            {toggles.map((toggle) => (
              <SettingToggle
                key={toggle.key}
                toggle={toggle}
                settings={state.settings}
                dispatch={dispatch}
                accent={accent}
              />
            ))}
          </fieldset>
        ) : null}

        {definition.needsContent ? (
          <WordSetPicker
            wordSets={wordSets}
            selected={state.settings.currentWordSets}
            accent={accent}
            error={contentError}
            onRetry={onRetryContent}
            onChange={onWordSetsChange}
          />
        ) : null}
      </div>

      {/* The voice switches side by side under both columns on a wide screen, so the setup's button stays in view at 1280x800. */}
      <div className={`grid gap-3 ${twoColumns ? 'lg:col-span-2 lg:grid-cols-2 lg:gap-x-12' : ''}`}>
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              className="h-24 rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[5.5rem]"
            />
          }
        >
          <VoiceMetricsSwitch on={voiceMetrics.on} accent={accent} set={voiceMetrics.set} learner={learner} />
        </Suspense>
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              className="h-24 rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[5.5rem]"
            />
          }
        >
          <RecordRoundsSwitch on={recordRounds.on} accent={accent} set={recordRounds.set} learner={learner} />
        </Suspense>
      </div>

      <div className={twoColumns ? 'lg:col-span-2 lg:mx-auto lg:w-full lg:max-w-xl' : ''}>
        {isMultiplayer ? (
          <PrimaryButton accent={accent} label={NEXT_BUTTON_LABEL} disabled={false} busy={false} />
        ) : (
          <StartButton state={state} accent={accent} contentLoading={contentLoading} />
        )}
      </div>
    </form>
  );
}

function PlayerInputsView({
  state,
  dispatch,
  accent,
  contentLoading,
  contentError,
  onRetryContent,
  onStart,
}: SetupViewProps) {
  const names = state.settings.playerNames.slice(0, state.settings.playerNumbers);
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onStart();
      }}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-bold text-ink">Who is playing?</legend>
        <p className="-mt-1 text-sm text-ink-muted">Type each player’s name. Players take their turns in this order.</p>
        {names.map((name, index) => (
          <PlayerNameInput
            key={index}
            index={index}
            name={name}
            onChange={(value) => dispatch({ type: 'SET_PLAYER_NAME', index, name: value })}
          />
        ))}
      </fieldset>
      {contentError ? <ContentProblem message={contentError} onRetry={onRetryContent} /> : null}
      <StartButton state={state} accent={accent} contentLoading={contentLoading} />
    </form>
  );
}

function PlayerNameInput({ index, name, onChange }: { index: number; name: string; onChange: (name: string) => void }) {
  const id = useId();
  const selectOnFocus = useSelectOnFocus();
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
      <label htmlFor={id} className="w-24 shrink-0 text-sm font-semibold text-ink-muted">
        Player {index + 1}
      </label>
      <input
        id={id}
        type="text"
        value={name}
        maxLength={PLAYER_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus={index === 0}
        {...selectOnFocus}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => {
          selectOnFocus.onBlur();
          const value = event.currentTarget.value;
          if (value.trim() === '' || value !== value.trim()) onChange(playerNameOrDefault(value, index));
        }}
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-slate-500 focus:outline-none focus:ring-2 focus:ring-slate-400"
      />
    </div>
  );
}

function ModeSwitch({
  isMultiplayer,
  accent,
  onChange,
}: {
  isMultiplayer: boolean;
  accent: string;
  onChange: (isMultiplayer: boolean) => void;
}) {
  const name = useId();
  const options = [
    { value: false, label: 'Single player' },
    { value: true, label: 'Multiplayer' },
  ];
  return (
    <fieldset>
      <legend className="sr-only">Single player or multiplayer</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-slate-200 p-1">
        {options.map((option) => {
          const checked = option.value === isMultiplayer;
          return (
            <label
              key={option.label}
              className="relative flex cursor-pointer items-center justify-center rounded-full px-4 py-2.5 text-sm font-bold transition-colors focus-within:ring-2 focus-within:ring-slate-500 focus-within:ring-offset-2"
              style={checked ? filledColours(accent) : { color: '#1b2330' }}
            >
              <input
                type="radio"
                name={name}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function SettingSlider({
  slider,
  state,
  dispatch,
  accent,
}: {
  slider: SliderSpec;
  state: GameState;
  dispatch: (action: GameAction) => void;
  accent: string;
}) {
  const id = useId();
  const value = sliderValue(slider, state.settings as unknown as Partial<Record<SliderSpec['key'], unknown>>);
  const text = formatSliderValue(slider, value);
  const change = (next: number) => {
    const update = withSliderValue(state.shortCode, {} as Partial<GameSettings>, slider, next);
    dispatch({ type: 'UPDATE_SETTINGS', settings: update });
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-ink">
          {slider.label}
        </label>
        <output htmlFor={id} className="text-lg font-extrabold tabular-nums text-ink">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={sliderPosition(slider, value)}
        aria-valuetext={text}
        onChange={(event) => change(sliderValueAt(slider, Number(event.currentTarget.value)))}
        className="h-2 w-full cursor-pointer"
        style={{ accentColor: accent }}
      />
      <p className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{formatSliderValue(slider, sliderValueAt(slider, slider.min))}</span>
        <span>{formatSliderValue(slider, sliderValueAt(slider, slider.max))}</span>
      </p>
      <span className="sr-only">
        Range {formatSliderRange(slider)}, in steps of {slider.step}
      </span>
    </div>
  );
}

function SettingToggle({
  toggle,
  settings,
  dispatch,
  accent,
}: {
  toggle: ToggleSpec;
  settings: GameSettings;
  dispatch: (action: GameAction) => void;
  accent: string;
}) {
  const id = useId();
  const checked = settings[toggle.key];
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <label htmlFor={id} className="cursor-pointer font-semibold text-ink first-letter:uppercase">
        {toggle.label}
      </label>
      <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) =>
            dispatch({ type: 'UPDATE_SETTINGS', settings: { [toggle.key]: event.currentTarget.checked } })
          }
          className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-600"
          style={checked ? { backgroundColor: accent } : undefined}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

function WordSetPicker({
  wordSets,
  selected,
  accent,
  error,
  onRetry,
  onChange,
}: {
  wordSets: WordSet[] | null;
  selected: string[];
  accent: string;
  error: string | null;
  onRetry: () => void;
  onChange: (names: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold text-ink">Word sets</legend>
      {error ? <ContentProblem message={error} onRetry={onRetry} /> : null}
      {wordSets === null ? (
        error ? null : (
          <p className="text-sm text-ink-muted">Loading word sets…</p>
        )
      ) : (
        <div className="flex flex-wrap gap-2">
          {wordSets.map((set) => {
            const checked = selected.includes(set.name);
            // At least one word set stays chosen: the last one cannot be unticked.
            const isLast = checked && selected.length === 1;
            return (
              <label
                key={set.id}
                className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-slate-500 focus-within:ring-offset-2"
                style={
                  checked
                    ? { ...filledColours(accent), borderColor: filledColours(accent).backgroundColor }
                    : { borderColor: '#cbd5e1', color: '#1b2330' }
                }
              >
                <input
                  type="checkbox"
                  className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
                  checked={checked}
                  aria-disabled={isLast || undefined}
                  onChange={() => {
                    if (isLast) return;
                    onChange(checked ? selected.filter((name) => name !== set.name) : [...selected, set.name]);
                  }}
                />
                <span aria-hidden="true">{checked ? '✓' : '+'}</span>
                {set.name}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

function ContentProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-pink-light px-4 py-3 text-sm text-brand-pink-dark"
    >
      <span>The game’s words could not be loaded: {message}</span>
      <Button
        variant="plain"
        className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink shadow-sm hover:bg-slate-50"
        type="button"
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}

function StartButton({ state, accent, contentLoading }: { state: GameState; accent: string; contentLoading: boolean }) {
  const loading = contentLoading || isStartDisabled(state);
  const label = contentLoading ? START_BUTTON_LOADING : startButtonLabel(state);
  return <PrimaryButton accent={accent} label={label} disabled={loading} busy={loading} />;
}

function PrimaryButton({
  accent,
  label,
  disabled,
  busy,
}: {
  accent: string;
  label: string;
  disabled: boolean;
  busy: boolean;
}) {
  // Until the page is hydrated the form has no handler: a press then would be lost.
  const hydrated = useHydrated();
  const unavailable = disabled || !hydrated;
  return (
    <button
      // Not `Button`: filled in the game's accent colour, its focus outline drawn to suit it.
      type="submit"
      disabled={unavailable}
      aria-busy={busy || undefined}
      className={`w-full rounded-full px-8 py-4 text-base font-extrabold tracking-wide shadow-md transition-opacity focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 sm:text-lg ${
        unavailable ? 'cursor-wait opacity-70' : 'hover:brightness-95'
      }`}
      style={filledColours(accent)}
    >
      {label}
    </button>
  );
}

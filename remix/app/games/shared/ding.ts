// The end-of-game ding, generated with Web Audio (no sound file to load).
type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Creates or resumes the audio context; call it from a click or key handler so browsers allow sound later. */
export function primeAudio(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** A short bell: two sine partials with a fast attack and an exponential decay. */
export function playDing(): void {
  primeAudio();
  const audio = context;
  if (!audio) return;
  try {
    const start = audio.currentTime + 0.01;
    const master = audio.createGain();
    master.gain.setValueAtTime(0.0001, start);
    master.gain.exponentialRampToValueAtTime(0.35, start + 0.015);
    master.gain.exponentialRampToValueAtTime(0.0001, start + 1.6);
    master.connect(audio.destination);
    for (const [frequency, level] of [
      [880, 1],
      [1760, 0.35],
      [2640, 0.12],
    ] as const) {
      const oscillator = audio.createOscillator();
      const partial = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, start);
      partial.gain.setValueAtTime(level, start);
      oscillator.connect(partial);
      partial.connect(master);
      oscillator.start(start);
      oscillator.stop(start + 1.7);
    }
  } catch {
    // Sound is a nicety: a browser without Web Audio plays the game silently.
  }
}

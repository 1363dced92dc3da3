import { useEffect } from 'react';
import { primeAudio } from './ding';

/** Primes the audio context on the first click or key press, so the ding at the end may sound. */
export function useAudioPriming(): void {
  useEffect(() => {
    const prime = () => primeAudio();
    window.addEventListener('pointerdown', prime, { once: true });
    window.addEventListener('keydown', prime, { once: true });
    return () => {
      window.removeEventListener('pointerdown', prime);
      window.removeEventListener('keydown', prime);
    };
  }, []);
}

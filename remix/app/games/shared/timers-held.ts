import { createContext, useContext } from 'react';

/**
 * True while a question stands over the game (the full-screen modal's "Leave this game?"): every countdown under it
 * holds where it is, and goes on with the same time left once the question is answered with Stay (issue 29).
 */
export const TimersHeldContext = createContext(false);

export function useTimersHeld(): boolean {
  return useContext(TimersHeldContext);
}

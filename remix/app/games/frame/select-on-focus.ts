import { useRef, type FocusEvent, type MouseEvent } from 'react';

/**
 * Spec 2 §2: a player-name input selects its text on every focus, so typing replaces 'Player n'.
 * Selecting in the focus handler is not enough for a mouse or a tap: the click that focused the input
 * (or a click on an input that already had focus, such as the first one, focused on arrival) puts the
 * caret where it landed on mouse-up, and the name was appended to. Until the user types or clicks a
 * second time, a mouse-up keeps the whole text selected; after that, clicks place the caret as usual.
 */
export function useSelectOnFocus() {
  const selectedOnFocus = useRef(false);
  return {
    onFocus(event: FocusEvent<HTMLInputElement>) {
      event.currentTarget.select();
      selectedOnFocus.current = true;
    },
    onMouseUp(event: MouseEvent<HTMLInputElement>) {
      if (!selectedOnFocus.current) return;
      selectedOnFocus.current = false;
      event.preventDefault();
      event.currentTarget.select();
    },
    onInput() {
      selectedOnFocus.current = false;
    },
    onBlur() {
      selectedOnFocus.current = false;
    },
  };
}

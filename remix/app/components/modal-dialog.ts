import { useEffect, useRef, type RefObject } from 'react';

// What makes an element a modal dialog, for the full-screen game modal and the bottom sheets alike: focus kept
// inside and given back, Escape, the page behind inert and still.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

// Open dialogs, innermost last: only the innermost one traps focus and answers Escape.
const openDialogs: HTMLElement[] = [];

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Makes `ref` a modal dialog while mounted: focus moves into it, Tab and Shift+Tab cycle inside it,
 * Escape calls onEscape, and focus returns to where it was when the dialog closes.
 */
export function useModalDialog(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog || !dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    // Focus that lands outside (a click on the page behind, a screen reader) is brought back.
    function onFocusIn(event: FocusEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog || !dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus({ preventScroll: true });
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [ref]);
}

/** Keeps the page behind a dialog from scrolling. */
export function useScrollLock(): void {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/** While a dialog is open, the page behind it (header, footer) is inert: out of reach of Tab and assistive technology. */
export function useInertBackground(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !element.contains(dialog) &&
        !element.hasAttribute('inert') &&
        element.tagName !== 'SCRIPT',
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [ref]);
}

import { isShortCode, type GameShortCode } from '@impromptu/games';
import type { ReactNode } from 'react';

/** A breath of air under a drawing: the breath variants of two games. */
const breath = (y: number) => <path d={`M4 ${y}h10a2 2 0 1 0-2-2M7 ${y + 3}h9`} />;

// One drawing per game (24 × 24, stroked in the text colour): a missing game is a type error.
const ICONS: Record<GameShortCode, ReactNode> = {
  // Three steps up: Triple Step.
  'triple-step': <path d="M3 20h6v-5h6v-5h6V4" />,
  // A baton over rising bars: the energy the conductor asks for.
  conductor: (
    <>
      <path d="M4 20v-4M9 20v-7M14 20v-10M19 20V6" />
      <path d="M13 3l8 3" />
    </>
  ),
  // A speech bubble that trails off: the sentence to complete.
  autocomplete: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth="3" />
    </>
  ),
  // Two linked rings: one thing is like another.
  analogies: (
    <>
      <circle cx="9" cy="12" r="5" />
      <circle cx="15" cy="12" r="5" />
    </>
  ),
  // The speech bubble with a breath of air under it.
  'autocomplete-breath': (
    <>
      <path d="M5 3h14v9H10l-4 3.5z" />
      {breath(18)}
    </>
  ),
  // The linked rings with a breath of air under them.
  'analogies-breath': (
    <>
      <circle cx="9" cy="8" r="4" />
      <circle cx="15" cy="8" r="4" />
      {breath(17.5)}
    </>
  ),
  // A photo on a screen: the slides no one has seen before.
  slideshow: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="1.5" />
      <path d="M6 14l4-4 3 3 2-2 3 3M12 17v3M8 20h8" />
    </>
  ),
  // A globe on its stand with a flake inside.
  'snow-globe': (
    <>
      <circle cx="12" cy="10" r="7" />
      <path d="M6 20h12l-1.5-3.5h-9zM12 7v6M9.4 8.5l5.2 3M14.6 8.5l-5.2 3" />
    </>
  ),
  // A studio microphone.
  podcast: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </>
  ),
  // A stopwatch.
  timer: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 13.5V9.5M10 2.5h4M18.5 6.5l1.5-1.5" />
    </>
  ),
};

const FALLBACK = <path d="M8 5v14l11-7z" />;

/** The game's own picture on its card (decorative: the card's title names the game). */
export function GameIcon({ shortCode, className = 'h-6 w-6' }: { shortCode: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-game-icon={shortCode}
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {isShortCode(shortCode) ? ICONS[shortCode] : FALLBACK}
    </svg>
  );
}

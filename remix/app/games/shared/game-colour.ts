// Game colours of spec 1 §9; the BFF sends a hex value, older rows may carry the colour's name.
const namedColours: Record<string, string> = {
  pink: '#c5317c',
  yellow: '#e2a248',
  gray: '#617F89',
  grey: '#617F89',
  blue: '#039be6',
};

const fallbackColour = namedColours.gray as string;

/** The ink of the product's text (tailwind `ink`). */
export const INK = '#1b2330';
const WHITE = '#ffffff';

/** WCAG AA: 4.5:1 for text, 3:1 for large text. */
export const TEXT_CONTRAST = 4.5;

export function gameColour(colour: string | null | undefined): string {
  if (!colour) return fallbackColour;
  const value = colour.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return value;
  return namedColours[value.toLowerCase()] ?? fallbackColour;
}

function channels(colour: string): [number, number, number] {
  const hex = gameColour(colour).slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const channel = c / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `colour` mixed into `base` (sRGB), as hex: what CSS color-mix gives, in a form every checker reads. */
export function mix(colour: string, share: number, base: string): string {
  const a = channels(colour);
  const b = channels(base);
  return toHex([0, 1, 2].map((i) => a[i]! * share + b[i]! * (1 - share)) as [number, number, number]);
}

/** Dark ink or white, whichever reads better on the given background. */
export function textColourOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/**
 * A button in the game's colour whose label passes WCAG AA: the colour itself with white or ink, whichever
 * reads better, or, when neither reaches 4.5:1 (the gray: 4.28:1 with white), the colour darkened until white does.
 */
export function filledColours(colour: string): { backgroundColor: string; color: string } {
  const background = gameColour(colour);
  const text = textColourOn(background);
  if (contrastRatio(text, background) >= TEXT_CONTRAST) return { backgroundColor: background, color: text };
  for (let share = 0.95; share > 0; share -= 0.05) {
    const darker = mix(background, share, INK);
    if (contrastRatio(WHITE, darker) >= TEXT_CONTRAST) return { backgroundColor: darker, color: WHITE };
  }
  return { backgroundColor: INK, color: WHITE };
}

/** The light wash of the game's colour behind its views. */
export function gameBackground(colour: string): string {
  return mix(colour, 0.08, WHITE);
}

/**
 * The game colour as text on its own light wash: the colour itself when it reads (4.5:1), otherwise darkened
 * towards the ink until it does (the yellow and the blue alone read poorly on white).
 */
export function accentInk(colour: string, on: string = gameBackground(colour)): string {
  const base = gameColour(colour);
  for (let share = 1; share > 0; share -= 0.05) {
    const candidate = share === 1 ? base : mix(base, share, INK);
    if (contrastRatio(candidate, on) >= TEXT_CONTRAST) return candidate;
  }
  return INK;
}

// Game colours of spec 1 §9; the BFF sends a hex value, older rows may carry the colour's name.
const namedColours: Record<string, string> = {
  pink: '#c5317c',
  yellow: '#e2a248',
  gray: '#617F89',
  grey: '#617F89',
  blue: '#039be6',
};

const fallbackColour = namedColours.gray as string;

export function gameColour(colour: string | null | undefined): string {
  if (!colour) return fallbackColour;
  const value = colour.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return value;
  return namedColours[value.toLowerCase()] ?? fallbackColour;
}

/** Dark ink or white, whichever reads better on the given background (WCAG relative luminance). */
export function textColourOn(background: string): string {
  const hex = gameColour(background).slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  // 0.0665 is the relative luminance of the ink colour #1b2330 plus the 0.05 flare term.
  const contrastWithInk = (luminance + 0.05) / 0.0665;
  return contrastWithWhite >= contrastWithInk ? '#ffffff' : '#1b2330';
}

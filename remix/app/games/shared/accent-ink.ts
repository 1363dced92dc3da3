/** The game colour darkened for large text on the light game background (the yellow alone reads poorly). */
export function accentInk(colour: string): string {
  return `color-mix(in srgb, ${colour} 70%, #1b2330)`;
}

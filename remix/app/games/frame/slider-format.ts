import { sliderValueAt, type SliderSpec } from '@impromptu/games';
import { plural } from '@impromptu/kernel';

/** '45 s', '2 min', '2 min 30 s'. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** What a slider shows beside its label (and reads out as aria-valuetext). */
export function formatSliderValue(slider: SliderSpec, value: number): string {
  const mark = slider.marks?.find((candidate) => candidate.value === value);
  if (mark) return mark.label.charAt(0).toUpperCase() + mark.label.slice(1);
  switch (slider.unit) {
    case 'seconds':
      return formatSeconds(value);
    case 'rounds':
      return plural(value, 'round', 'rounds');
    case 'topics':
      return plural(value, 'topic', 'topics');
    case 'players':
      return plural(value, 'player', 'players');
    case null:
      return String(value);
    default: {
      const unknownUnit: never = slider.unit;
      return `${value} ${String(unknownUnit)}`;
    }
  }
}

/** The range printed under a slider, from its left end: '30 s – 3 min', 'Slow – Random'. */
export function formatSliderRange(slider: SliderSpec): string {
  return `${formatSliderValue(slider, sliderValueAt(slider, slider.min))} – ${formatSliderValue(slider, sliderValueAt(slider, slider.max))}`;
}

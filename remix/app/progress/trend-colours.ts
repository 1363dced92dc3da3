/** The research band's wash and ink, the threshold's line, the baseline's and the axes': each reads on white (text 4.5:1, lines 3:1). */
export const BAND_FILL = '#d1fae5';
export const BAND_INK = '#065f46';
export const THRESHOLD = '#b45309';
export const BASELINE = '#1b2330';
export const AXIS_INK = '#4b5563';

// Widgets shared by the game views (and by hosts that embed a game).
export { usePausableCountdown, type PausableCountdown, type PausableCountdownOptions } from './use-pausable-countdown';
export { PieCountdown, PauseButton, type PieCountdownProps } from './pie-countdown';
export { useIdle } from './use-idle';
export { Confetti } from './confetti';
export { playDing, primeAudio } from './ding';
export { useAudioPriming } from './use-audio-priming';
export { YesNo, type YesNoProps } from './yes-no';
export { FeedbackRound, type FeedbackRoundProps } from './feedback-round';
export { ReadyCountdown, type ReadyCountdownProps } from './ready-countdown';

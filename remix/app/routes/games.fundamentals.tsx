// Spec 3 §2.3: /games/fundamentals is the same cohort page as /games/cohort.
export { loader, meta, ErrorBoundary, default } from './games.cohort';

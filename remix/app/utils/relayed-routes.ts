import {
  bulkUpload,
  coachTicket,
  cohorts,
  courses,
  gameActivity,
  gameSessions,
  live,
  practiceSessions,
  recordings,
  registrations,
  subscriptions,
  userGames,
  virtualCoach,
} from '@impromptu/bff/routes';
import type { RelayedRoute } from './bff-client';

// The allow-list of the relay (ADR 0038): the BFF routes the browser calls, each at the web path the
// browser uses. The relay (routes/resources.$.tsx) forwards these and nothing else; the browser client
// (bff-client.ts, `callRelayed`) calls them by their export's name and loads this module on its first call,
// so no page's first load carries the schemas or zod (ADR 0046). A route's parameters keep the BFF's names.

// classes
export const registerForClass = {
  route: registrations.register,
  at: '/resources/classes/register',
} satisfies RelayedRoute;
export const classBanner = { route: registrations.banner, at: '/resources/classes/banner' } satisfies RelayedRoute;
export const classRegistrations = {
  route: registrations.registrations,
  at: '/resources/classes/:scheduledEventId/registrations',
} satisfies RelayedRoute;
export const cancelRegistration = {
  route: registrations.cancel,
  at: '/resources/classes/:scheduledEventId/registration',
} satisfies RelayedRoute;
export const classJoinLink = {
  route: registrations.join,
  at: '/resources/classes/:scheduledEventId/join',
} satisfies RelayedRoute;
export const liveTicket = { route: live.issue, at: '/resources/live/ticket' } satisfies RelayedRoute;
export const cohortOnboarding = {
  route: cohorts.onboarding,
  at: '/resources/cohorts/onboarding',
} satisfies RelayedRoute;
export const bulkUploadUsers = {
  route: bulkUpload.users,
  at: '/resources/admin/bulk-upload/users',
} satisfies RelayedRoute;
export const bulkUploadScheduledEvents = {
  route: bulkUpload.scheduledEvents,
  at: '/resources/admin/bulk-upload/scheduled-events',
} satisfies RelayedRoute;
export const bulkUploadUserScheduledEvents = {
  route: bulkUpload.userScheduledEvents,
  at: '/resources/admin/bulk-upload/user-scheduled-events',
} satisfies RelayedRoute;

// games
export const startGameSession = { route: gameSessions.start, at: '/resources/game-sessions' } satisfies RelayedRoute;
export const completeRound = {
  route: gameSessions.completeRound,
  at: '/resources/game-sessions/:sessionId/rounds',
} satisfies RelayedRoute;
export const finishGameSession = {
  route: gameSessions.finish,
  at: '/resources/game-sessions/:sessionId/finish',
} satisfies RelayedRoute;
export const gameGathered = {
  route: gameActivity.gather,
  at: '/resources/games/:shortCode/gather',
} satisfies RelayedRoute;
export const gameViewed = {
  route: gameActivity.viewed,
  at: '/resources/games/:shortCode/viewed',
} satisfies RelayedRoute;
export const userGame = { route: userGames.get, at: '/resources/user-games/:shortCode' } satisfies RelayedRoute;
export const updateUserGame = {
  route: userGames.update,
  at: '/resources/user-games/:shortCode',
} satisfies RelayedRoute;

// practice
export const startPractice = {
  route: practiceSessions.start,
  at: '/resources/practice/sessions/:practiceSessionSlug/user-sessions',
} satisfies RelayedRoute;
export const practiceUserSession = {
  route: practiceSessions.userSession,
  at: '/resources/practice/user-sessions/:userPracticeSessionId',
} satisfies RelayedRoute;
export const recordPracticeProgress = {
  route: practiceSessions.recordProgress,
  at: '/resources/practice/user-sessions/:userPracticeSessionId/progress',
} satisfies RelayedRoute;
export const usePracticeRetry = {
  route: practiceSessions.useRetry,
  at: '/resources/practice/user-sessions/:userPracticeSessionId/retries',
} satisfies RelayedRoute;
export const practiceGathered = {
  route: practiceSessions.gather,
  at: '/resources/practice/:practiceSessionSlug/gather',
} satisfies RelayedRoute;

// courses
const LESSON = '/resources/courses/:courseSlug/lessons/:lessonSlug';
export const lectureViewed = { route: courses.lectureViewed, at: `${LESSON}/lecture/views` } satisfies RelayedRoute;
export const recordLectureWatched = {
  route: courses.recordLectureWatched,
  at: `${LESSON}/lecture/watched`,
} satisfies RelayedRoute;
export const lessonPracticeGathered = {
  route: courses.practiceGathered,
  at: `${LESSON}/practice/gather`,
} satisfies RelayedRoute;
export const startLessonPractice = {
  route: courses.startPractice,
  at: `${LESSON}/practice/user-sessions`,
} satisfies RelayedRoute;
export const lessonPracticeUserSession = {
  route: courses.practiceUserSession,
  at: `${LESSON}/practice/user-sessions/:userPracticeSessionId`,
} satisfies RelayedRoute;
export const lessonPracticeProgress = {
  route: courses.practiceProgress,
  at: `${LESSON}/practice/user-sessions/:userPracticeSessionId/progress`,
} satisfies RelayedRoute;
export const lessonPracticeRetry = {
  route: courses.practiceRetry,
  at: `${LESSON}/practice/user-sessions/:userPracticeSessionId/retries`,
} satisfies RelayedRoute;

// coach
export const coachSocketTicket = { route: coachTicket.issue, at: '/resources/coach/ticket' } satisfies RelayedRoute;
export const startCoachRecording = {
  route: recordings.start,
  at: '/resources/coach/recordings/start',
} satisfies RelayedRoute;
export const stopCoachRecording = {
  route: recordings.stop,
  at: '/resources/coach/recordings/stop',
} satisfies RelayedRoute;
export const coachAiFeedback = {
  route: recordings.feedback,
  at: '/resources/coach/recordings/:recordingId/ai-feedback',
} satisfies RelayedRoute;
export const coachRecallBot = {
  route: recordings.fetchRecallBot,
  at: '/resources/coach/users/:userId/bot',
  noContentWhenNotFound: true,
} satisfies RelayedRoute;
export const cancelCoachRecording = {
  route: recordings.cancel,
  at: '/resources/coach/bots/:botId/cancel-recording',
} satisfies RelayedRoute;

// Virtual Coach
export const virtualCoachLessonWatched = {
  route: virtualCoach.lessonWatched,
  at: '/resources/virtual-coach/lessons/:lesson/watched',
} satisfies RelayedRoute;
export const recordVirtualCoachLessonWatched = {
  route: virtualCoach.recordLessonWatched,
  at: '/resources/virtual-coach/lessons/:lesson/watched',
} satisfies RelayedRoute;
export const takeVirtualCoachStep = {
  route: virtualCoach.takeStep,
  at: '/resources/virtual-coach/steps',
} satisfies RelayedRoute;
export const virtualCoachGathered = {
  route: virtualCoach.gather,
  at: '/resources/virtual-coach/gather',
} satisfies RelayedRoute;
export const virtualCoachEmailSignup = {
  route: virtualCoach.signUpForEmails,
  at: '/resources/virtual-coach/email-signup',
} satisfies RelayedRoute;
export const offerCheckout = {
  route: subscriptions.createCheckoutSession,
  at: '/resources/virtual-coach/checkout',
} satisfies RelayedRoute;

// The route table: every BFF route the @ZodRoute declarations describe, with the same method, path and
// schemas, one object per controller. Generated from the running application by
// tests/api/route-table.test.ts, which fails when a route is missing here or differs:
// `npm run routes:table` rewrites it. Like the contracts, it imports only the *.dto.ts modules.

import {
  AdminNotificationSchema,
  AdminNotificationsSchema,
  CreateNotificationBodySchema,
  NotificationImpressionBodySchema,
  NotificationParamsSchema,
  UserNotificationListSchema,
} from './assessments/notifications/notifications.dto.js';
import {
  AssessmentListSchema,
  AssessmentParamsSchema,
  FeedbackBodySchema,
  FeedbackListSchema,
  GatherBodySchema as ReportsGatherBodySchema,
  RunAssessmentBodySchema,
  RunAssessmentResultSchema,
} from './assessments/reports/reports.dto.js';
import {
  AddGoalsBodySchema,
  PodOverviewSchema,
  ProfileDetailsBodySchema,
  ProfileDetailsSchema,
  ShapeHistorySchema,
  ShapeStatusSchema,
  SnapshotTakenSchema,
  TakeSnapshotBodySchema,
  UserParamsSchema,
  WizardQuerySchema,
  WizardSchema,
} from './assessments/shape/shape.dto.js';
import {
  AdminContentListSchema,
  AdminContentQuerySchema,
  AdminContentSaveResultSchema,
  AdminContentSaveSchema,
  AdminEmailListSchema,
  AdminEmailQuerySchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
} from './back-office/admin/admin.dto.js';
import { ReconciliationSchema } from './billing/reconciliation/reconciliation.dto.js';
import { WebhookReceivedSchema } from './billing/stripe-webhook/stripe-webhook.dto.js';
import {
  ApplyPromotionBodySchema,
  BillingOverviewSchema,
  CheckoutConfirmationSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  CouponCodeParamsSchema,
  CreateCheckoutSessionBodySchema,
  CreatePortalSessionBodySchema,
  InvoiceListSchema,
  OfferSchema,
  PlanChangePreviewQuerySchema,
  PlanChangePreviewSchema,
  PortalSessionSchema,
  PromotionCodeSchema,
  SubscriptionChangeSchema,
  UpdateSubscriptionBodySchema,
} from './billing/subscriptions/subscriptions.dto.js';
import {
  BulkUploadResultSchema,
  ScheduledEventsBatchSchema,
  UserScheduledEventsBatchSchema,
  UsersBatchSchema,
} from './classes/bulk-upload/bulk-upload.dto.js';
import {
  CohortDashboardSchema,
  CohortQuerySchema,
  GroupListSchema,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  OnboardingBodySchema,
  OnboardingStateSchema,
} from './classes/cohorts/cohorts.dto.js';
import { FeedbackRedirectSchema, FeedbackSessionParamsSchema } from './classes/feedback/feedback.dto.js';
import { LiveTicketSchema } from './classes/live/live.dto.js';
import {
  CurrentClassQuerySchema,
  JoinLinkResponseSchema,
  MeetingIdParamsSchema,
} from './classes/meetings/meetings.dto.js';
import {
  CancelBodySchema,
  CancelledSchema,
  ClassBannerSchema,
  HomeClassesSchema,
  RegisterBodySchema,
  RegisteredSchema,
  RegistrationListSchema,
  ScheduledClassListSchema,
  ScheduledClassSchema,
  ScheduledEventParamsSchema,
} from './classes/registrations/registrations.dto.js';
import {
  AiFeedbackSchema,
  BotDashboardSchema,
  BotParamsSchema,
  BotRecordListSchema,
  CoachTicketSchema,
  CreateBotBodySchema,
  CreatedBotsSchema,
  FetchRecallBotParamsSchema,
  MeetingParamsSchema,
  RecallBotSchema,
  RecordingCancelledSchema,
  RecordingParamsSchema,
  RecordingStartedSchema,
  RecordingStoppedSchema,
  StartRecordingBodySchema,
  StopRecordingBodySchema,
} from './coach/ai-coach/ai-coach.dto.js';
import {
  OfferEmailSignupBodySchema,
  TakeVirtualCoachStepBodySchema,
  VirtualCoachGatherBodySchema,
  VirtualCoachLessonParamsSchema,
  VirtualCoachSchema,
} from './coach/virtual-coach/virtual-coach.dto.js';
import {
  CertificateSchema,
  CompleteLectureBodySchema,
  CourseCatalogueSchema,
  CoursePageSchema,
  CourseParamsSchema,
  LectureViewBodySchema,
  LessonPageSchema,
  LessonParamsSchema,
  LessonPracticeGatherBodySchema,
  LessonPracticeSessionParamsSchema,
  LessonProgressSchema,
  StartCourseBodySchema,
  UserCourseStartedSchema,
} from './courses/courses/courses.dto.js';
import {
  LessonMediaDraftParamsSchema,
  LessonMediaDraftSchema,
  LessonMediaListSchema,
  LessonMediaParamsSchema,
  LessonMediaTargetSchema,
  LessonMediaVersionParamsSchema,
  PublishLessonMediaBodySchema,
} from './courses/lesson-media/lesson-media.dto.js';
import { WatchedVideoBodySchema, WatchedVideoSchema } from './courses/watched-videos/watched-videos.dto.js';
import { AdminAccessSchema } from './identity/access/access.dto.js';
import {
  AccountDataSchema,
  AccountDeletedSchema,
  DeleteAccountBodySchema,
} from './identity/account-data/account-data.dto.js';
import {
  AcceptInvitationBodySchema,
  AcceptedSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ChangedPasswordSchema,
  ConfirmEmailBodySchema,
  ConfirmedEmailSchema,
  ForgotPasswordBodySchema,
  InvitationUserIdSchema,
  InviteUserBodySchema,
  InvitedUserSchema,
  LinkStatusBodySchema,
  LinkStatusSchema,
  ResendInvitationBodySchema,
  ResetPasswordBodySchema,
} from './identity/account/account.dto.js';
import {
  ActiveSessionListSchema,
  AuthFlowCreatedSchema,
  AuthFlowIdSchema,
  AuthFlowSchema,
  CreateAuthFlowBodySchema,
  CurrentSessionSchema,
  LoginBodySchema,
  OidcAuthorizationSchema,
  OidcAuthorizeBodySchema,
  OidcCallbackBodySchema,
  OidcStatusSchema,
  RevokedSessionsSchema,
  SessionTokenSchema,
  SignupBodySchema,
} from './identity/auth/auth.dto.js';
import { ConsentPreferencesSchema, SaveConsentBodySchema } from './identity/consents/consents.dto.js';
import {
  TimeZoneSchema,
  UpdateProfileBodySchema,
  UpdateTimeZoneBodySchema,
  UserIdParamsSchema,
  UserProfileSchema,
} from './identity/users/users.dto.js';
import {
  CatalogueViewSchema,
  ClassViewSchema,
  CohortViewSchema,
  HomePageSchema,
  ProgressViewSchema,
  ShellPageSchema,
} from './pages/pages.dto.js';
import { HealthReportSchema } from './platform/health/health.dto.js';
import { SeedUserBodySchema, SeededUserSchema } from './platform/test-seeding/test-seeding.dto.js';
import {
  ContentQuerySchema,
  GameContentResponseSchema,
  PhotosQuerySchema,
  PhotosResponseSchema,
} from './play/content/content.dto.js';
import {
  CompleteRoundBodySchema,
  CompleteRoundQuerySchema,
  FinishGameSessionBodySchema,
  GameSessionParamsSchema,
  GameSessionStartedSchema,
  GatherBodySchema as GameSessionsGatherBodySchema,
  RecordedSchema,
  StartGameSessionBodySchema,
} from './play/game-sessions/game-sessions.dto.js';
import { GameListSchema, GameSchema, GameShortCodeParamsSchema } from './play/games/games.dto.js';
import { ProgressPageSchema } from './play/progress/progress.dto.js';
import { UpdateUserGameBodySchema, UserGameSchema } from './play/user-games/user-games.dto.js';
import {
  PracticeGatherBodySchema,
  PracticeSessionSchema,
  PracticeSessionSlugParamsSchema,
  RecordPracticeProgressBodySchema,
  StartUserPracticeSessionBodySchema,
  TodaysPracticeStatusSchema,
  UsePracticeRetryBodySchema,
  UserPracticeSessionParamsSchema,
  UserPracticeSessionProgressSchema,
  UserPracticeSessionSchema,
  UserPracticeSessionStartedSchema,
} from './practice/practice-sessions/practice-sessions.dto.js';
import type { RouteContract } from './route-contract.js';

export * from './route-contract.js';

export const access = {
  getAdminAccess: { method: 'GET', path: '/admin/access', response: AdminAccessSchema, status: 200, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const account = {
  changeEmail: {
    method: 'POST',
    path: '/auth/email/change',
    body: ChangeEmailBodySchema,
    response: AcceptedSchema,
    status: 202,
    isPublic: false,
  },
  confirmEmail: {
    method: 'POST',
    path: '/auth/email/confirm',
    body: ConfirmEmailBodySchema,
    response: ConfirmedEmailSchema,
    status: 200,
    isPublic: true,
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/email/verification',
    response: AcceptedSchema,
    status: 202,
    isPublic: false,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/auth/invitations/accept',
    body: AcceptInvitationBodySchema,
    response: SessionTokenSchema,
    status: 200,
    isPublic: true,
  },
  resendInvitation: {
    method: 'POST',
    path: '/auth/invitations/resend',
    body: ResendInvitationBodySchema,
    response: AcceptedSchema,
    status: 202,
    isPublic: true,
  },
  linkStatus: {
    method: 'POST',
    path: '/auth/links/status',
    body: LinkStatusBodySchema,
    response: LinkStatusSchema,
    status: 200,
    isPublic: true,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/password/change',
    body: ChangePasswordBodySchema,
    response: ChangedPasswordSchema,
    status: 200,
    isPublic: false,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/password/forgot',
    body: ForgotPasswordBodySchema,
    response: AcceptedSchema,
    status: 202,
    isPublic: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    body: ResetPasswordBodySchema,
    response: SessionTokenSchema,
    status: 200,
    isPublic: true,
  },
} as const satisfies Record<string, RouteContract>;

export const accountData = {
  data: { method: 'GET', path: '/account/data', response: AccountDataSchema, status: 200, isPublic: false },
  delete: {
    method: 'POST',
    path: '/account/delete',
    body: DeleteAccountBodySchema,
    response: AccountDeletedSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const admin = {
  listEmails: {
    method: 'GET',
    path: '/admin/emails',
    query: AdminEmailQuerySchema,
    response: AdminEmailListSchema,
    status: 200,
    isPublic: false,
  },
  listContent: {
    method: 'GET',
    path: '/admin/game-content',
    query: AdminContentQuerySchema,
    response: AdminContentListSchema,
    status: 200,
    isPublic: false,
  },
  listUsers: {
    method: 'GET',
    path: '/admin/users',
    query: AdminUserQuerySchema,
    response: AdminUserListSchema,
    status: 200,
    isPublic: false,
  },
  saveContent: {
    method: 'POST',
    path: '/admin/game-content',
    body: AdminContentSaveSchema,
    response: AdminContentSaveResultSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const adminInvitations = {
  resend: {
    method: 'POST',
    path: '/admin/users/:userId/invitation',
    params: InvitationUserIdSchema,
    response: InvitedUserSchema,
    status: 201,
    isPublic: false,
  },
  invite: {
    method: 'POST',
    path: '/admin/users/invitations',
    body: InviteUserBodySchema,
    response: InvitedUserSchema,
    status: 201,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const auth = {
  deleteFlow: { method: 'DELETE', path: '/auth/flows/:flowId', params: AuthFlowIdSchema, status: 204, isPublic: true },
  getFlow: {
    method: 'GET',
    path: '/auth/flows/:flowId',
    params: AuthFlowIdSchema,
    response: AuthFlowSchema,
    status: 200,
    isPublic: true,
  },
  getSession: { method: 'GET', path: '/auth/session', response: CurrentSessionSchema, status: 200, isPublic: false },
  getSessions: {
    method: 'GET',
    path: '/auth/sessions',
    response: ActiveSessionListSchema,
    status: 200,
    isPublic: false,
  },
  createFlow: {
    method: 'POST',
    path: '/auth/flows',
    body: CreateAuthFlowBodySchema,
    response: AuthFlowCreatedSchema,
    status: 201,
    isPublic: true,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: LoginBodySchema,
    response: SessionTokenSchema,
    status: 200,
    isPublic: true,
  },
  logout: { method: 'POST', path: '/auth/logout', status: 204, isPublic: false },
  revokeOtherSessions: {
    method: 'POST',
    path: '/auth/sessions/revoke-others',
    response: RevokedSessionsSchema,
    status: 200,
    isPublic: false,
  },
  signup: {
    method: 'POST',
    path: '/auth/signup',
    body: SignupBodySchema,
    response: SessionTokenSchema,
    status: 201,
    isPublic: true,
  },
} as const satisfies Record<string, RouteContract>;

export const botsAdmin = {
  audioRecordings: {
    method: 'GET',
    path: '/audio_recordings/:meetingId',
    params: MeetingParamsSchema,
    response: BotRecordListSchema,
    status: 200,
    isPublic: false,
  },
  dashboard: { method: 'GET', path: '/bots/dashboard', response: BotDashboardSchema, status: 200, isPublic: false },
  create: {
    method: 'POST',
    path: '/create-bot',
    body: CreateBotBodySchema,
    response: CreatedBotsSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const bulkUpload = {
  scheduledEvents: {
    method: 'POST',
    path: '/events/scheduled/batch',
    body: ScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    status: 200,
    isPublic: false,
  },
  users: {
    method: 'POST',
    path: '/user_group/batch',
    body: UsersBatchSchema,
    response: BulkUploadResultSchema,
    status: 200,
    isPublic: false,
  },
  userScheduledEvents: {
    method: 'POST',
    path: '/user_scheduled_event/batch',
    body: UserScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const coachTicket = {
  issue: { method: 'POST', path: '/coach/ws-ticket', response: CoachTicketSchema, status: 200, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const cohorts = {
  dashboard: {
    method: 'GET',
    path: '/cohorts/dashboard',
    query: CohortQuerySchema,
    response: CohortDashboardSchema,
    status: 200,
    isPublic: false,
  },
  groups: { method: 'GET', path: '/groups', response: GroupListSchema, status: 200, isPublic: false },
  leaderboard: {
    method: 'GET',
    path: '/leaderboards',
    query: LeaderboardQuerySchema,
    response: LeaderboardPageSchema,
    status: 200,
    isPublic: false,
  },
  onboarding: {
    method: 'POST',
    path: '/user/onboarding',
    body: OnboardingBodySchema,
    response: OnboardingStateSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const consents = {
  get: { method: 'GET', path: '/consents', response: ConsentPreferencesSchema, status: 200, isPublic: false },
  save: {
    method: 'PUT',
    path: '/consents',
    body: SaveConsentBodySchema,
    response: ConsentPreferencesSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const content = {
  getContent: {
    method: 'GET',
    path: '/games/:shortCode/content',
    params: GameShortCodeParamsSchema,
    query: ContentQuerySchema,
    response: GameContentResponseSchema,
    status: 200,
    isPublic: false,
  },
  getPhotos: {
    method: 'GET',
    path: '/games/:shortCode/photos',
    params: GameShortCodeParamsSchema,
    query: PhotosQuerySchema,
    response: PhotosResponseSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const courses = {
  catalogue: { method: 'GET', path: '/courses', response: CourseCatalogueSchema, status: 200, isPublic: false },
  course: {
    method: 'GET',
    path: '/courses/:courseSlug',
    params: CourseParamsSchema,
    response: CoursePageSchema,
    status: 200,
    isPublic: false,
  },
  lesson: {
    method: 'GET',
    path: '/courses/:courseSlug/lessons/:lessonSlug',
    params: LessonParamsSchema,
    response: LessonPageSchema,
    status: 200,
    isPublic: false,
  },
  certificate: {
    method: 'GET',
    path: '/courses/:courseSlug/lessons/:lessonSlug/certificate',
    params: LessonParamsSchema,
    response: CertificateSchema,
    status: 200,
    isPublic: false,
  },
  lectureWatched: {
    method: 'GET',
    path: '/courses/:courseSlug/lessons/:lessonSlug/lecture/watched',
    params: LessonParamsSchema,
    response: WatchedVideoSchema,
    status: 200,
    isPublic: false,
  },
  practice: {
    method: 'GET',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice',
    params: LessonParamsSchema,
    response: PracticeSessionSchema,
    status: 200,
    isPublic: false,
  },
  practiceUserSession: {
    method: 'GET',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId',
    params: LessonPracticeSessionParamsSchema,
    response: UserPracticeSessionSchema,
    status: 200,
    isPublic: false,
  },
  completeLecture: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/lecture/completion',
    params: LessonParamsSchema,
    body: CompleteLectureBodySchema,
    response: LessonProgressSchema,
    status: 200,
    isPublic: false,
  },
  lectureViewed: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/lecture/views',
    params: LessonParamsSchema,
    body: LectureViewBodySchema,
    status: 202,
    isPublic: false,
  },
  recordLectureWatched: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/lecture/watched',
    params: LessonParamsSchema,
    body: WatchedVideoBodySchema,
    response: WatchedVideoSchema,
    status: 200,
    isPublic: false,
  },
  practiceGathered: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice/gather',
    params: LessonParamsSchema,
    body: LessonPracticeGatherBodySchema,
    status: 202,
    isPublic: false,
  },
  startPractice: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions',
    params: LessonParamsSchema,
    response: UserPracticeSessionStartedSchema,
    status: 201,
    isPublic: false,
  },
  practiceProgress: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/progress',
    params: LessonPracticeSessionParamsSchema,
    body: RecordPracticeProgressBodySchema,
    response: UserPracticeSessionProgressSchema,
    status: 200,
    isPublic: false,
  },
  practiceRetry: {
    method: 'POST',
    path: '/courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/retries',
    params: LessonPracticeSessionParamsSchema,
    body: UsePracticeRetryBodySchema,
    response: UserPracticeSessionProgressSchema,
    status: 200,
    isPublic: false,
  },
  start: {
    method: 'POST',
    path: '/courses/:courseSlug/start',
    params: CourseParamsSchema,
    body: StartCourseBodySchema,
    response: UserCourseStartedSchema,
    status: 201,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const feedback = {
  getCurrent: {
    method: 'GET',
    path: '/feedback/current',
    response: FeedbackRedirectSchema,
    status: 200,
    isPublic: false,
  },
  getSession: {
    method: 'GET',
    path: '/feedback/session/:sessionId',
    params: FeedbackSessionParamsSchema,
    response: FeedbackRedirectSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const gameActivity = {
  gather: {
    method: 'POST',
    path: '/games/:shortCode/gather',
    params: GameShortCodeParamsSchema,
    body: GameSessionsGatherBodySchema,
    status: 202,
    isPublic: false,
  },
  viewed: {
    method: 'POST',
    path: '/games/:shortCode/viewed',
    params: GameShortCodeParamsSchema,
    status: 202,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const games = {
  getAll: { method: 'GET', path: '/games', response: GameListSchema, status: 200, isPublic: true },
  getByShortCode: {
    method: 'GET',
    path: '/games/:shortCode',
    params: GameShortCodeParamsSchema,
    response: GameSchema,
    status: 200,
    isPublic: true,
  },
} as const satisfies Record<string, RouteContract>;

export const gameSessions = {
  start: {
    method: 'POST',
    path: '/game-sessions',
    body: StartGameSessionBodySchema,
    response: GameSessionStartedSchema,
    status: 201,
    isPublic: false,
  },
  finish: {
    method: 'POST',
    path: '/game-sessions/:sessionId/finish',
    params: GameSessionParamsSchema,
    body: FinishGameSessionBodySchema,
    response: RecordedSchema,
    status: 200,
    isPublic: false,
  },
  completeRound: {
    method: 'POST',
    path: '/game-sessions/:sessionId/rounds',
    params: GameSessionParamsSchema,
    query: CompleteRoundQuerySchema,
    body: CompleteRoundBodySchema,
    response: RecordedSchema,
    status: 201,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const health = {
  getHealth: { method: 'GET', path: '/health', response: HealthReportSchema, status: 200, isPublic: true },
} as const satisfies Record<string, RouteContract>;

export const lessonMedia = {
  list: { method: 'GET', path: '/lesson-media', response: LessonMediaListSchema, status: 200, isPublic: false },
  target: {
    method: 'GET',
    path: '/lesson-media/:kind/:key',
    params: LessonMediaParamsSchema,
    response: LessonMediaTargetSchema,
    status: 200,
    isPublic: false,
  },
  captions: {
    method: 'GET',
    path: '/lesson-media/:kind/:key/v/:version/captions',
    params: LessonMediaVersionParamsSchema,
    status: 200,
    isPublic: false,
  },
  video: {
    method: 'GET',
    path: '/lesson-media/:kind/:key/v/:version/video',
    params: LessonMediaVersionParamsSchema,
    status: 200,
    isPublic: false,
  },
  draftVideo: {
    method: 'GET',
    path: '/lesson-media/drafts/:draftId/video',
    params: LessonMediaDraftParamsSchema,
    status: 200,
    isPublic: false,
  },
  upload: {
    method: 'POST',
    path: '/lesson-media/:kind/:key/drafts',
    params: LessonMediaParamsSchema,
    response: LessonMediaDraftSchema,
    status: 201,
    isPublic: false,
  },
  publish: {
    method: 'POST',
    path: '/lesson-media/:kind/:key/publish',
    params: LessonMediaParamsSchema,
    body: PublishLessonMediaBodySchema,
    response: LessonMediaTargetSchema,
    status: 200,
    isPublic: false,
  },
  unpublish: {
    method: 'POST',
    path: '/lesson-media/:kind/:key/unpublish',
    params: LessonMediaParamsSchema,
    response: LessonMediaTargetSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const live = {
  issue: { method: 'POST', path: '/live/tickets', response: LiveTicketSchema, status: 201, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const meetings = {
  joinMeeting: {
    method: 'GET',
    path: '/zoom/meeting/:meetingId/join',
    params: MeetingIdParamsSchema,
    response: JoinLinkResponseSchema,
    status: 200,
    isPublic: false,
  },
  joinCurrentClass: {
    method: 'GET',
    path: '/zoom/meeting/current/join',
    query: CurrentClassQuerySchema,
    response: JoinLinkResponseSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const notifications = {
  list: { method: 'GET', path: '/notifications', response: UserNotificationListSchema, status: 200, isPublic: false },
  cta: {
    method: 'POST',
    path: '/notifications/:notificationId/cta',
    params: NotificationParamsSchema,
    status: 202,
    isPublic: false,
  },
  impression: {
    method: 'POST',
    path: '/notifications/:notificationId/impression',
    params: NotificationParamsSchema,
    body: NotificationImpressionBodySchema,
    status: 202,
    isPublic: false,
  },
  dismiss: {
    method: 'POST',
    path: '/notifications/:notificationId/seen',
    params: NotificationParamsSchema,
    status: 204,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const notificationsAdmin = {
  list: {
    method: 'GET',
    path: '/admin/notifications',
    response: AdminNotificationsSchema,
    status: 200,
    isPublic: false,
  },
  create: {
    method: 'POST',
    path: '/admin/notifications',
    body: CreateNotificationBodySchema,
    response: AdminNotificationSchema,
    status: 201,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const oidc = {
  getStatus: { method: 'GET', path: '/auth/oidc', response: OidcStatusSchema, status: 200, isPublic: true },
  authorize: {
    method: 'POST',
    path: '/auth/oidc/authorize',
    body: OidcAuthorizeBodySchema,
    response: OidcAuthorizationSchema,
    status: 200,
    isPublic: true,
  },
  callback: {
    method: 'POST',
    path: '/auth/oidc/callback',
    body: OidcCallbackBodySchema,
    response: SessionTokenSchema,
    status: 200,
    isPublic: true,
  },
} as const satisfies Record<string, RouteContract>;

export const pages = {
  classes: { method: 'GET', path: '/pages/class', response: ClassViewSchema, status: 200, isPublic: false },
  cohort: {
    method: 'GET',
    path: '/pages/cohort',
    query: CohortQuerySchema,
    response: CohortViewSchema,
    status: 200,
    isPublic: false,
  },
  course: { method: 'GET', path: '/pages/course', response: CatalogueViewSchema, status: 200, isPublic: false },
  home: { method: 'GET', path: '/pages/home', response: HomePageSchema, status: 200, isPublic: false },
  progress: { method: 'GET', path: '/pages/progress/view', response: ProgressViewSchema, status: 200, isPublic: false },
  shell: { method: 'GET', path: '/pages/shell', response: ShellPageSchema, status: 200, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const practiceSessions = {
  today: { method: 'GET', path: '/practice/daily', response: PracticeSessionSchema, status: 200, isPublic: false },
  todayStatus: {
    method: 'GET',
    path: '/practice/daily/status',
    response: TodaysPracticeStatusSchema,
    status: 200,
    isPublic: false,
  },
  bySlug: {
    method: 'GET',
    path: '/practice/sessions/:practiceSessionSlug',
    params: PracticeSessionSlugParamsSchema,
    response: PracticeSessionSchema,
    status: 200,
    isPublic: false,
  },
  userSession: {
    method: 'GET',
    path: '/practice/user-sessions/:userPracticeSessionId',
    params: UserPracticeSessionParamsSchema,
    response: UserPracticeSessionSchema,
    status: 200,
    isPublic: false,
  },
  gather: {
    method: 'POST',
    path: '/practice/:practiceSessionSlug/gather',
    params: PracticeSessionSlugParamsSchema,
    body: PracticeGatherBodySchema,
    status: 202,
    isPublic: false,
  },
  start: {
    method: 'POST',
    path: '/practice/sessions/:practiceSessionSlug/user-sessions',
    params: PracticeSessionSlugParamsSchema,
    body: StartUserPracticeSessionBodySchema,
    response: UserPracticeSessionStartedSchema,
    status: 201,
    isPublic: false,
  },
  recordProgress: {
    method: 'POST',
    path: '/practice/user-sessions/:userPracticeSessionId/progress',
    params: UserPracticeSessionParamsSchema,
    body: RecordPracticeProgressBodySchema,
    response: UserPracticeSessionProgressSchema,
    status: 200,
    isPublic: false,
  },
  useRetry: {
    method: 'POST',
    path: '/practice/user-sessions/:userPracticeSessionId/retries',
    params: UserPracticeSessionParamsSchema,
    body: UsePracticeRetryBodySchema,
    response: UserPracticeSessionProgressSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const progress = {
  progress: { method: 'GET', path: '/pages/progress', response: ProgressPageSchema, status: 200, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const reconciliation = {
  overview: {
    method: 'GET',
    path: '/admin/billing/reconciliation',
    response: ReconciliationSchema,
    status: 200,
    isPublic: false,
  },
  run: {
    method: 'POST',
    path: '/admin/billing/reconciliation',
    response: ReconciliationSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const recordings = {
  cancel: {
    method: 'DELETE',
    path: '/recordings/bots/:botId/cancel-recording',
    params: BotParamsSchema,
    response: RecordingCancelledSchema,
    status: 200,
    isPublic: false,
  },
  audio: {
    method: 'GET',
    path: '/recordings/:recordingId/audio',
    params: RecordingParamsSchema,
    status: 200,
    isPublic: false,
  },
  feedback: {
    method: 'GET',
    path: '/recordings/ai-feedback/:recordingId',
    params: RecordingParamsSchema,
    response: AiFeedbackSchema,
    status: 200,
    isPublic: false,
  },
  fetchRecallBot: {
    method: 'GET',
    path: '/recordings/user/:userId/fetch-recall-bot',
    params: FetchRecallBotParamsSchema,
    response: RecallBotSchema,
    status: 200,
    isPublic: false,
  },
  start: {
    method: 'POST',
    path: '/recordings/start-recording',
    body: StartRecordingBodySchema,
    response: RecordingStartedSchema,
    status: 200,
    isPublic: false,
  },
  stop: {
    method: 'POST',
    path: '/recordings/stop-recording',
    body: StopRecordingBodySchema,
    response: RecordingStoppedSchema,
    status: 200,
    isPublic: false,
  },
  upload: {
    method: 'PUT',
    path: '/recordings/:recordingId/audio',
    params: RecordingParamsSchema,
    status: 204,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const registrations = {
  cancel: {
    method: 'DELETE',
    path: '/events/scheduled/:scheduledEventId/registration',
    params: ScheduledEventParamsSchema,
    body: CancelBodySchema,
    response: CancelledSchema,
    status: 200,
    isPublic: false,
  },
  banner: { method: 'GET', path: '/classes/banner', response: ClassBannerSchema, status: 200, isPublic: false },
  join: {
    method: 'GET',
    path: '/events/:scheduledEventId/join',
    params: ScheduledEventParamsSchema,
    response: JoinLinkResponseSchema,
    status: 200,
    isPublic: false,
  },
  list: { method: 'GET', path: '/events/scheduled', response: ScheduledClassListSchema, status: 200, isPublic: false },
  get: {
    method: 'GET',
    path: '/events/scheduled/:scheduledEventId',
    params: ScheduledEventParamsSchema,
    response: ScheduledClassSchema,
    status: 200,
    isPublic: false,
  },
  calendar: {
    method: 'GET',
    path: '/events/scheduled/:scheduledEventId/calendar',
    params: ScheduledEventParamsSchema,
    status: 200,
    isPublic: false,
  },
  registrations: {
    method: 'GET',
    path: '/events/scheduled/:scheduledEventId/registrations',
    params: ScheduledEventParamsSchema,
    response: RegistrationListSchema,
    status: 200,
    isPublic: false,
  },
  home: { method: 'GET', path: '/events/scheduled/home', response: HomeClassesSchema, status: 200, isPublic: false },
  register: {
    method: 'POST',
    path: '/events/register',
    body: RegisterBodySchema,
    response: RegisteredSchema,
    status: 201,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const reports = {
  list: { method: 'GET', path: '/assessments', response: AssessmentListSchema, status: 200, isPublic: false },
  gather: {
    method: 'POST',
    path: '/assessments/:assessmentId/gather',
    params: AssessmentParamsSchema,
    body: ReportsGatherBodySchema,
    status: 202,
    isPublic: false,
  },
  feedback: { method: 'POST', path: '/feedback', body: FeedbackBodySchema, status: 201, isPublic: false },
} as const satisfies Record<string, RouteContract>;

export const reportsAdmin = {
  feedback: { method: 'GET', path: '/admin/feedback', response: FeedbackListSchema, status: 200, isPublic: false },
  run: {
    method: 'POST',
    path: '/admin/assessments/run',
    body: RunAssessmentBodySchema,
    response: RunAssessmentResultSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const shape = {
  history: {
    method: 'GET',
    path: '/shape/history/:userId',
    params: UserParamsSchema,
    response: ShapeHistorySchema,
    status: 200,
    isPublic: false,
  },
  pod: { method: 'GET', path: '/shape/pod', response: PodOverviewSchema, status: 200, isPublic: false },
  details: { method: 'GET', path: '/shape/profile', response: ProfileDetailsSchema, status: 200, isPublic: false },
  status: { method: 'GET', path: '/shape/status', response: ShapeStatusSchema, status: 200, isPublic: false },
  wizard: {
    method: 'GET',
    path: '/shape/wizard',
    query: WizardQuerySchema,
    response: WizardSchema,
    status: 200,
    isPublic: false,
  },
  addGoals: {
    method: 'POST',
    path: '/shape/goals',
    body: AddGoalsBodySchema,
    response: SnapshotTakenSchema,
    status: 200,
    isPublic: false,
  },
  takeSnapshot: {
    method: 'POST',
    path: '/shape/snapshots',
    body: TakeSnapshotBodySchema,
    response: SnapshotTakenSchema,
    status: 201,
    isPublic: false,
  },
  updateDetails: {
    method: 'PUT',
    path: '/shape/profile',
    body: ProfileDetailsBodySchema,
    response: ProfileDetailsSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const stripeWebhook = {
  receive: { method: 'POST', path: '/stripe/webhook', response: WebhookReceivedSchema, status: 200, isPublic: true },
} as const satisfies Record<string, RouteContract>;

export const subscriptions = {
  overview: { method: 'GET', path: '/billing', response: BillingOverviewSchema, status: 200, isPublic: false },
  confirmCheckout: {
    method: 'GET',
    path: '/billing/checkout/:sessionId',
    params: CheckoutSessionParamsSchema,
    response: CheckoutConfirmationSchema,
    status: 200,
    isPublic: false,
  },
  invoices: { method: 'GET', path: '/billing/invoices', response: InvoiceListSchema, status: 200, isPublic: false },
  offer: { method: 'GET', path: '/billing/offer', response: OfferSchema, status: 200, isPublic: false },
  coupon: {
    method: 'GET',
    path: '/coupons/:code',
    params: CouponCodeParamsSchema,
    response: PromotionCodeSchema,
    status: 200,
    isPublic: false,
  },
  previewPlanChange: {
    method: 'GET',
    path: '/user/:id/subscription/preview',
    params: UserIdParamsSchema,
    query: PlanChangePreviewQuerySchema,
    response: PlanChangePreviewSchema,
    status: 200,
    isPublic: false,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/create-checkout-session',
    body: CreateCheckoutSessionBodySchema,
    response: CheckoutSessionSchema,
    status: 201,
    isPublic: false,
  },
  createPortalSession: {
    method: 'POST',
    path: '/create-customer-portal-session',
    body: CreatePortalSessionBodySchema,
    response: PortalSessionSchema,
    status: 201,
    isPublic: false,
  },
  changePlan: {
    method: 'PUT',
    path: '/user/:id/subscription',
    params: UserIdParamsSchema,
    body: UpdateSubscriptionBodySchema,
    response: SubscriptionChangeSchema,
    status: 200,
    isPublic: false,
  },
  applyPromotion: {
    method: 'PUT',
    path: '/user/:id/subscription/promotion',
    params: UserIdParamsSchema,
    body: ApplyPromotionBodySchema,
    response: SubscriptionChangeSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const testSeeding = {
  createUser: {
    method: 'POST',
    path: '/testing/users',
    body: SeedUserBodySchema,
    response: SeededUserSchema,
    status: 201,
    isPublic: true,
  },
} as const satisfies Record<string, RouteContract>;

export const userGames = {
  get: {
    method: 'GET',
    path: '/user-games/:shortCode',
    params: GameShortCodeParamsSchema,
    response: UserGameSchema,
    status: 200,
    isPublic: false,
  },
  update: {
    method: 'PUT',
    path: '/user-games/:shortCode',
    params: GameShortCodeParamsSchema,
    body: UpdateUserGameBodySchema,
    response: UserGameSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const users = {
  getMe: { method: 'GET', path: '/user/me', response: UserProfileSchema, status: 200, isPublic: false },
  updateMe: {
    method: 'PATCH',
    path: '/user/me',
    body: UpdateProfileBodySchema,
    response: UserProfileSchema,
    status: 200,
    isPublic: false,
  },
  updateTimeZone: {
    method: 'PUT',
    path: '/user/:id/tz',
    params: UserIdParamsSchema,
    body: UpdateTimeZoneBodySchema,
    response: TimeZoneSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

export const virtualCoach = {
  current: { method: 'GET', path: '/virtual-coach', response: VirtualCoachSchema, status: 200, isPublic: false },
  lessonWatched: {
    method: 'GET',
    path: '/virtual-coach/lessons/:lesson/watched',
    params: VirtualCoachLessonParamsSchema,
    response: WatchedVideoSchema,
    status: 200,
    isPublic: false,
  },
  gather: {
    method: 'POST',
    path: '/virtual-coach/gather',
    body: VirtualCoachGatherBodySchema,
    status: 202,
    isPublic: false,
  },
  recordLessonWatched: {
    method: 'POST',
    path: '/virtual-coach/lessons/:lesson/watched',
    params: VirtualCoachLessonParamsSchema,
    body: WatchedVideoBodySchema,
    response: WatchedVideoSchema,
    status: 200,
    isPublic: false,
  },
  signUpForEmails: {
    method: 'POST',
    path: '/virtual-coach/offers/email-signup',
    body: OfferEmailSignupBodySchema,
    status: 202,
    isPublic: false,
  },
  takeStep: {
    method: 'POST',
    path: '/virtual-coach/steps',
    body: TakeVirtualCoachStepBodySchema,
    response: VirtualCoachSchema,
    status: 200,
    isPublic: false,
  },
} as const satisfies Record<string, RouteContract>;

/** Every group, for what walks the whole table (the relay, the tests). */
export const ROUTE_TABLE = {
  access,
  account,
  accountData,
  admin,
  adminInvitations,
  auth,
  botsAdmin,
  bulkUpload,
  coachTicket,
  cohorts,
  consents,
  content,
  courses,
  feedback,
  gameActivity,
  games,
  gameSessions,
  health,
  lessonMedia,
  live,
  meetings,
  notifications,
  notificationsAdmin,
  oidc,
  pages,
  practiceSessions,
  progress,
  reconciliation,
  recordings,
  registrations,
  reports,
  reportsAdmin,
  shape,
  stripeWebhook,
  subscriptions,
  testSeeding,
  userGames,
  users,
  virtualCoach,
} as const;

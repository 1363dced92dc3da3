// `@impromptu/bff/contracts`: the request and response schemas of the routes the web app calls, the
// same zod declarations that validate those routes and write the OpenAPI document. Only *.dto.ts
// modules are re-exported, and they import nothing but zod, types and pure helpers, so a bundle that
// reads the contracts takes in no NestJS, database driver or service code. Types come from the
// schemas: z.input<typeof X> for what is sent, z.output<typeof X> for what is read.

// identity
export {
  LoginBodySchema,
  SignupBodySchema,
  SessionTokenSchema,
  ActiveSessionListSchema,
  RevokedSessionsSchema,
  CreateAuthFlowBodySchema,
  AuthFlowCreatedSchema,
  AuthFlowSchema,
  OidcStatusSchema,
  OidcAuthorizeBodySchema,
  OidcAuthorizationSchema,
  OidcCallbackBodySchema,
} from './identity/auth/auth.dto.js';
export {
  ACCOUNT_MESSAGES,
  AcceptInvitationBodySchema,
  AcceptedSchema,
  InvitedUserSchema,
  InviteUserBodySchema,
  ResendInvitationBodySchema,
  ChangedPasswordSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmedEmailSchema,
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  LinkStatusBodySchema,
  LinkStatusSchema,
  ResetPasswordBodySchema,
} from './identity/account/account.dto.js';
export {
  UserProfileSchema,
  UpdateProfileBodySchema,
  UpdateTimeZoneBodySchema,
  TimeZoneSchema,
} from './identity/users/users.dto.js';
export { SaveConsentBodySchema, ConsentPreferencesSchema } from './identity/consents/consents.dto.js';
export { AdminAccessSchema } from './identity/access/access.dto.js';
export {
  ACCOUNT_DATA_MESSAGES,
  ACTIVITY_AREAS,
  AccountDataSchema,
  AccountDeletedSchema,
  DeleteAccountBodySchema,
} from './identity/account-data/account-data.dto.js';

// play
export { GameSchema, GameListSchema } from './play/games/games.dto.js';
export { GameContentResponseSchema, PhotosResponseSchema } from './play/content/content.dto.js';
export { UserGameSchema } from './play/user-games/user-games.dto.js';

// practice
export {
  PracticeSessionSchema,
  TodaysPracticeStatusSchema,
  StartUserPracticeSessionBodySchema,
  UserPracticeSessionStartedSchema,
  RecordPracticeProgressBodySchema,
  UsePracticeRetryBodySchema,
  UserPracticeSessionProgressSchema,
  UserPracticeSessionSchema,
  PracticeGatherBodySchema,
} from './practice/practice-sessions/practice-sessions.dto.js';

// courses
export {
  CourseCatalogueSchema,
  CoursePageSchema,
  LessonPageSchema,
  CompleteLectureBodySchema,
  LectureViewBodySchema,
  StartCourseBodySchema,
  UserCourseStartedSchema,
  LessonProgressSchema,
  CertificateSchema,
} from './courses/courses/courses.dto.js';

// classes
export { JoinLinkResponseSchema } from './classes/meetings/meetings.dto.js';
export { FeedbackRedirectSchema } from './classes/feedback/feedback.dto.js';
export {
  ScheduledClassSchema,
  ScheduledClassListSchema,
  HomeClassesSchema,
  RegistrationListSchema,
  RegisterBodySchema,
  RegisteredSchema,
  CancelledSchema,
  ClassBannerSchema,
} from './classes/registrations/registrations.dto.js';
export { LiveTicketSchema } from './classes/live/live.dto.js';
export {
  CohortDashboardSchema,
  LeaderboardPageSchema,
  GroupListSchema,
  OnboardingBodySchema,
  OnboardingStateSchema,
} from './classes/cohorts/cohorts.dto.js';
export {
  UsersRowSchema,
  ScheduledEventsRowSchema,
  UserScheduledEventsRowSchema,
  UsersBatchSchema,
  ScheduledEventsBatchSchema,
  UserScheduledEventsBatchSchema,
  BulkUploadResultSchema,
  BULK_HEADERS,
  BULK_DEFAULTS,
  BULK_COLUMN_HELP,
  BULK_CHUNK_ROWS,
  BULK_CHUNK_BYTES,
  BULK_LIMIT_REASON,
  REQUIRED_HEADERS,
  REPORT_COLUMN,
  MAX_BULK_ROWS,
  MAX_BULK_FILE_BYTES,
  MAX_BULK_FILE_MB,
  MAX_BATCH_ROWS,
  ONE_GROUP_PER_UPLOAD,
  FORMULA_MESSAGE,
  bulkRowSchema,
  canonicalRow,
  columnOf,
  fileRules,
  isTimeZone,
  looksLikeFormula,
  parseStartTime,
  type BulkKind,
  type BulkOutcome,
  type BulkRowResult,
  type BulkUploadResult,
  type RowIssue,
} from './classes/bulk-upload/bulk-upload.dto.js';

// back-office
export {
  AdminContentListSchema,
  AdminContentSaveSchema,
  AdminContentSaveResultSchema,
  AdminUserListSchema,
  AdminEmailListSchema,
} from './back-office/admin/admin.dto.js';

// platform
export { HealthReportSchema } from './platform/health/health.dto.js';

// billing
export {
  UpdateSubscriptionBodySchema,
  SubscriptionChangeSchema,
  CreateCheckoutSessionBodySchema,
  CheckoutSessionSchema,
  CreatePortalSessionBodySchema,
  PortalSessionSchema,
  PromotionCodeSchema,
  ApplyPromotionBodySchema,
  BillingOverviewSchema,
  OfferSchema,
  OFFER_ACTIONS,
  CheckoutConfirmationSchema,
  PlanChangePreviewQuerySchema,
  PlanChangePreviewSchema,
  InvoiceListSchema,
} from './billing/subscriptions/subscriptions.dto.js';
export { ReconciliationSchema } from './billing/reconciliation/reconciliation.dto.js';
// coach
export {
  VirtualCoachSchema,
  VirtualCoachStepSchema,
  TakeVirtualCoachStepBodySchema,
  VirtualCoachGatherBodySchema,
  OfferEmailSignupBodySchema,
} from './coach/virtual-coach/virtual-coach.dto.js';
// assessments
export {
  WizardSchema,
  TakeSnapshotBodySchema,
  AddGoalsBodySchema,
  SnapshotTakenSchema,
  ProfileDetailsBodySchema,
  ProfileDetailsSchema,
  ShapeHistorySchema,
  PodOverviewSchema,
  ShapeStatusSchema,
} from './assessments/shape/shape.dto.js';
export {
  AssessmentListSchema,
  GatherBodySchema,
  FeedbackBodySchema,
  RunAssessmentResultSchema,
  FeedbackListSchema,
} from './assessments/reports/reports.dto.js';
export {
  UserNotificationListSchema,
  AdminNotificationsSchema,
  AdminNotificationSchema,
  CreateNotificationBodySchema,
} from './assessments/notifications/notifications.dto.js';
// pages
export {
  ShellPageSchema,
  HomePageSchema,
  ClassViewSchema,
  CatalogueViewSchema,
  CohortViewSchema,
  ProgressViewSchema,
} from './pages/pages.dto.js';
export {
  ProgressPageSchema,
  GameProgressSchema,
  VoiceMetricsPointSchema,
  VoiceBaselineSchema,
  PROGRESS_POINTS_PER_GAME,
} from './play/progress/progress.dto.js';
export {
  GameContextSchema,
  RecallBotSchema,
  StartRecordingBodySchema,
  RecordingStartedSchema,
  StopRecordingBodySchema,
  RecordingStoppedSchema,
  RecordingCancelledSchema,
  AiFeedbackSchema,
  CoachTicketSchema,
  CoachClientMessageSchema,
  CoachServerMessageSchema,
  CreateBotBodySchema,
  BotRecordSchema,
  BotRecordListSchema,
  CreatedBotsSchema,
  AudioRecordingSchema,
  BotDashboardSchema,
  MAX_RECORDING_AUDIO_BYTES,
  AI_COACH_TIMINGS,
  AI_FEEDBACK_ERROR_TEXT,
  BOT_COST_WARNING_ABOVE,
  COURSE_CODES,
  DISCUSSION_DURATIONS_SECONDS,
  MAX_BOTS_PER_REQUEST,
  MIN_BOTS_PER_REQUEST,
  RECORDING_ELIGIBLE,
  RECORDING_STATUSES,
  courseDayForGuidedClass,
  isRecordingEligible,
  meetingIdFromUrl,
} from './coach/ai-coach/ai-coach.dto.js';

// lesson media (issue 47)
export {
  LessonMediaDraftSchema,
  LessonMediaListSchema,
  LessonMediaTargetSchema,
  PublishLessonMediaBodySchema,
  PublishedLessonMediaSchema,
  type LessonMediaDraftDto,
  type LessonMediaTargetDto,
  type PublishedLessonMediaDto,
} from './courses/lesson-media/lesson-media.dto.js';

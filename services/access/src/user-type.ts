/** User types of spec 1 §6 and spec 3 §6: the stored `app_user.type`, the routes' filters and the seeds read them here. */
export const USER_TYPES = ['LEARNER', 'COACH', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

import { Inject, Injectable } from '@nestjs/common';
import { feedbackFormLink } from '@impromptu/integrations';
import { DomainError } from '@impromptu/kernel';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { FEEDBACK_SESSION_NOT_FOUND, NO_CURRENT_FEEDBACK_SESSION, type FeedbackRedirect } from './feedback.dto.js';
import { FeedbackRepository } from './feedback.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class FeedbackService {
  constructor(
    @Inject(FeedbackRepository) private readonly repository: FeedbackRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The form link of a feedback session: a session tied to a class is only for users registered
   * for that class; one tied to no class is for every signed-in user.
   */
  async getSessionLink(user: AuthenticatedUser, sessionId: string): Promise<FeedbackRedirect> {
    // An id that is not a uuid names no session: 404 like any unknown id, not a validation error.
    const session = UUID.test(sessionId) ? await this.repository.getSession(sessionId) : undefined;
    const allowed =
      session !== undefined &&
      (session.scheduledEventId === null || (await this.repository.isRegistered(user.id, session.scheduledEventId)));
    if (!session || !allowed) throw new DomainError('not_found', FEEDBACK_SESSION_NOT_FOUND);
    return { success: true, redirectUrl: feedbackFormLink(session.formUrl, user.email) };
  }

  /**
   * The current feedback session: among the classes the user is registered for, a feedback
   * session whose window (starts_at ≤ now < ends_at) contains now; the one opened latest wins.
   */
  async getCurrentLink(user: AuthenticatedUser): Promise<FeedbackRedirect> {
    const session = await this.repository.getCurrentSession(user.id, this.clock.now());
    if (!session) throw new DomainError('not_found', NO_CURRENT_FEEDBACK_SESSION);
    return { success: true, redirectUrl: feedbackFormLink(session.formUrl, user.email) };
  }
}

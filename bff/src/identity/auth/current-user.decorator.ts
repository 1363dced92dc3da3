import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserType } from '@impromptu/db';

/** The signed-in user of a request, as the session guard found it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  type: UserType;
  sessionId: string;
}

export interface AuthenticatedRequest {
  user?: AuthenticatedUser;
}

/** The signed-in user; only on routes that are not `@Public()` (the session guard sets it). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  // A public route that asks for the user is a programming error, not a client one.
  if (user === undefined) throw new Error('@CurrentUser() used on a route without a session (is it @Public()?)');
  return user;
});

import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'impromptu:public';

/** Lets a route (or every route of a controller) answer without a signed-in session. */
export function Public(): MethodDecorator & ClassDecorator {
  return SetMetadata(IS_PUBLIC, true);
}

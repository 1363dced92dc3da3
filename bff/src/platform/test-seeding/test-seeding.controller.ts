import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { Public } from '../../identity/auth/public.decorator.js';
import { SeededUserSchema, SeedUserBodySchema, type SeedUserBody, type SeededUser } from './test-seeding.dto.js';
import { EMAIL_TAKEN, TestSeedingService } from './test-seeding.service.js';

/**
 * What API tests running against a deployed BFF cannot make through the product's own routes: a
 * user of any type and plan. Registered only when the BFF starts with TEST_SEEDING (refused in
 * production), so everywhere else the route does not exist (404).
 */
@ZodTags('testing')
@Controller('testing')
export class TestSeedingController {
  constructor(@Inject(TestSeedingService) private readonly service: TestSeedingService) {}

  @Post('users')
  @Public()
  @ZodRoute({
    summary: 'Create a user of any type and plan (test stacks only: TEST_SEEDING)',
    body: SeedUserBodySchema,
    response: SeededUserSchema,
    status: 201,
    errors: { 409: EMAIL_TAKEN },
  })
  createUser(@Body() body: SeedUserBody): Promise<SeededUser> {
    return this.service.createUser(body);
  }
}

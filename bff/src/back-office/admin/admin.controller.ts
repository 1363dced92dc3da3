import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  AdminContentListSchema,
  AdminContentQuerySchema,
  AdminContentSaveResultSchema,
  AdminContentSaveSchema,
  AdminEmailListSchema,
  AdminEmailQuerySchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
  type AdminContentItem,
  type AdminContentQuery,
  type AdminContentSave,
  type AdminContentSaveResult,
  type AdminEmailList,
  type AdminEmailQuery,
  type AdminUserList,
  type AdminUserQuery,
} from './admin.dto.js';
import { AdminService } from './admin.service.js';

/** The admin Game Content page and Users table (spec 2 §2), and the e-mails the embedded e-mail adapter kept; ADMIN_ONLY. */
@ZodTags('admin')
@Controller('admin')
@RequireFeature('ADMIN_ONLY')
export class AdminController {
  constructor(@Inject(AdminService) private readonly service: AdminService) {}

  @Get('game-content')
  @ZodRoute({
    summary: 'List game content of one type, newest first',
    query: AdminContentQuerySchema,
    response: AdminContentListSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  listContent(@Query() query: AdminContentQuery): Promise<AdminContentItem[]> {
    return this.service.listContent(query.type);
  }

  @Post('game-content')
  @ZodRoute({
    summary: 'Add comma-separated game content',
    description:
      'Split on commas, trimmed and lower-cased; empties dropped and existing entries skipped; all in one transaction.',
    body: AdminContentSaveSchema,
    response: AdminContentSaveResultSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  saveContent(@Body() body: AdminContentSave): Promise<AdminContentSaveResult> {
    return this.service.saveContent(body);
  }

  @Get('users')
  @ZodRoute({
    summary: 'Users with type, preferred game and current streak, longest streak first, searched and a page at a time',
    query: AdminUserQuerySchema,
    response: AdminUserListSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  listUsers(@Query() query: AdminUserQuery): Promise<AdminUserList> {
    return this.service.listUsers(query);
  }

  @Get('emails')
  @ZodRoute({
    summary:
      'The e-mails the embedded e-mail adapter kept (course unlock e-mails among them), newest first, a page at a time',
    query: AdminEmailQuerySchema,
    response: AdminEmailListSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  listEmails(@Query() query: AdminEmailQuery): Promise<AdminEmailList> {
    return this.service.listEmails(query);
  }
}

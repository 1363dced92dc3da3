import { Module } from '@nestjs/common';
import { AdminInvitationsController } from './admin-invitations.controller.js';
import { AdminController } from './admin.controller.js';
import { AdminRepository } from './admin.repository.js';
import { AdminService } from './admin.service.js';

@Module({ controllers: [AdminController, AdminInvitationsController], providers: [AdminService, AdminRepository] })
export class AdminModule {}

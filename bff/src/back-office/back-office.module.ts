import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';

/** Back office: what admins manage (users, game content). */
@Module({ imports: [AdminModule] })
export class BackOfficeModule {}

import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { AccessModule } from './access/access.module.js';
import { UsersModule } from './users/users.module.js';
import { ConsentsModule } from './consents/consents.module.js';
import { AccountDataModule } from './account-data/account-data.module.js';

/** Identity: accounts and sessions, profiles, consents and access rules. */
@Module({ imports: [AuthModule, AccessModule, UsersModule, ConsentsModule, AccountDataModule] })
export class IdentityModule {}

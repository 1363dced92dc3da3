import { Module } from '@nestjs/common';
import { TestSeedingController } from './test-seeding.controller.js';
import { TestSeedingRepository } from './test-seeding.repository.js';
import { TestSeedingService } from './test-seeding.service.js';

@Module({ controllers: [TestSeedingController], providers: [TestSeedingService, TestSeedingRepository] })
export class TestSeedingModule {}

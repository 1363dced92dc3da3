import { Module } from '@nestjs/common';
import { ShapeController } from './shape.controller.js';
import { ShapeRepository } from './shape.repository.js';
import { ShapeService } from './shape.service.js';

@Module({ controllers: [ShapeController], providers: [ShapeService, ShapeRepository], exports: [ShapeService] })
export class ShapeModule {}

import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '../auth/public.decorator.js';
import { renderDocsPage } from './docs-page.js';
import { OpenApiService, type OpenApiDocument } from './openapi.service.js';

@Public()
@Controller('api/docs')
export class OpenApiController {
  constructor(@Inject(OpenApiService) private readonly openApi: OpenApiService) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  getDocsPage(): string {
    return renderDocsPage(this.openApi.getDocument());
  }

  @Get('openapi.json')
  getDocument(): OpenApiDocument {
    return this.openApi.getDocument();
  }
}

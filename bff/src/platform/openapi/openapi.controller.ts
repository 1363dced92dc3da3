import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '../../identity/auth/public.decorator.js';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page.js';
import { OpenApiService, type OpenApiDocument } from './openapi.service.js';

@Public()
@Controller('api/docs')
export class OpenApiController {
  constructor(@Inject(OpenApiService) private readonly openApi: OpenApiService) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('content-security-policy', DOCS_PAGE_CSP)
  getDocsPage(): string {
    return renderDocsPage(this.openApi.getDocument());
  }

  @Get('openapi.json')
  getDocument(): OpenApiDocument {
    return this.openApi.getDocument();
  }
}

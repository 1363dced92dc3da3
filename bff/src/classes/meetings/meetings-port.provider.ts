import type { Provider } from '@nestjs/common';
import { createMeetingsPort, type MeetingsPort } from '@impromptu/integrations';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';

export const MEETINGS_PORT = Symbol('MEETINGS_PORT');

/** Zoom when ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET are set, else the embedded adapter. */
export const meetingsPortProvider: Provider = {
  provide: MEETINGS_PORT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MeetingsPort =>
    createMeetingsPort({
      publicWebUrl: config.PUBLIC_WEB_URL,
      zoom: {
        accountId: config.ZOOM_ACCOUNT_ID,
        clientId: config.ZOOM_CLIENT_ID,
        clientSecret: config.ZOOM_CLIENT_SECRET,
        apiBaseUrl: config.ZOOM_API_BASE_URL,
        oauthTokenUrl: config.ZOOM_OAUTH_TOKEN_URL,
      },
    }),
};

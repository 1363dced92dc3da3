/**
 * The web server's first import (server/index.ts): loads React Router's module so that its static handler's
 * matches reach the route-match cache (router-module.ts). ES modules run in the order they are imported, so
 * this runs before @remix-run/express and the server build require the router.
 */
import { loadRouterModule } from './router-module.js';

export const routerModuleLoad = loadRouterModule();

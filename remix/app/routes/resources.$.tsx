import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { relayToBff } from '~/utils/bff-relay.server';

/**
 * The relay (ADR 0038): every /resources/* path no other resource route serves. Those the allow-list
 * (utils/relayed-routes.ts) names go to their BFF route with the session token; any other answers 404.
 */
export const loader = ({ request }: LoaderFunctionArgs) => relayToBff(request);
export const action = ({ request }: ActionFunctionArgs) => relayToBff(request);

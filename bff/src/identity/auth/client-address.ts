import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** The web app forwards the browser's User-Agent in this header; a direct client's own one is used otherwise. */
const CLIENT_USER_AGENT = 'x-client-user-agent';

/** What a request says about the client behind it, before deciding whom to believe. */
export interface RequestClient {
  userAgent: string | undefined;
  /** The address of the connection: the web app's, or a direct client's. */
  peerAddress: string | undefined;
  /** X-Forwarded-For as received, believed only from a trusted proxy. */
  forwardedFor: string | undefined;
}

/** The request's client as `RequestClient`; the controller hands it to the service, which knows whom to trust. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): RequestClient => {
  const request = context.switchToHttp().getRequest<IncomingMessage>();
  return {
    userAgent: header(request, CLIENT_USER_AGENT) ?? header(request, 'user-agent'),
    peerAddress: request.socket.remoteAddress,
    forwardedFor: header(request, 'x-forwarded-for'),
  };
});

export type TrustProxy = (address: string, hop: number) => boolean;

/** The TRUSTED_PROXIES setting as a test of an address (proxy-addr's, as Express uses it). */
export function trustProxies(list: string[] | undefined): TrustProxy {
  return proxyAddr.compile(list ?? ['loopback']);
}

/**
 * The client address that the sign-in throttle counts by: the connection's address, or, when that is
 * a trusted proxy, the nearest address in X-Forwarded-For that is not (Express's `req.ip`). Undefined
 * when a trusted proxy did not say whom the request is for: counting the proxy itself would make one
 * client of every visitor. An IPv6 client counts as its /64, the block one subscriber gets.
 */
export function clientAddress(
  client: Pick<RequestClient, 'peerAddress' | 'forwardedFor'>,
  trust: TrustProxy,
): string | undefined {
  if (client.peerAddress === undefined) return undefined;
  const forwarded = (client.forwardedFor ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  // Nearest first: the connection, then each proxy's view of the one before it.
  const chain = [client.peerAddress, ...forwarded.reverse()];
  if (chain.length === 1 && trust(client.peerAddress, 0)) return undefined;
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop]!, hop)) hop += 1;
  return normalise(chain[hop]!);
}

function normalise(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

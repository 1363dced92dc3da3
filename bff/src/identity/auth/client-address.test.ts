import { describe, expect, it } from '@jest/globals';
import { clientAddress, trustProxies } from './client-address.js';

const loopback = trustProxies(undefined);
const address = (peerAddress: string, forwardedFor?: string) => clientAddress({ peerAddress, forwardedFor }, loopback);

describe('the client address of a sign-in', () => {
  it('is the connection of a direct client, whatever it claims', () => {
    expect(address('203.0.113.9')).toBe('203.0.113.9');
    expect(address('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the nearest untrusted address that a trusted proxy names', () => {
    expect(address('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(address('::ffff:127.0.0.1', '198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    // A browser cannot pass its own claim through the web app: the web app's entry comes last.
    expect(address('127.0.0.1', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('is unknown when a trusted proxy names nobody, or nothing valid', () => {
    expect(address('127.0.0.1')).toBeUndefined();
    expect(address('127.0.0.1', ' ')).toBeUndefined();
    expect(address('127.0.0.1', 'unknown')).toBeUndefined();
  });

  it('counts IPv6 by its /64 and IPv4-mapped addresses as IPv4', () => {
    expect(address('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(address('127.0.0.1', '2001:db8:a:b::99')).toBe('2001:db8:a:b::/64');
    expect(address('::ffff:198.51.100.3')).toBe('198.51.100.3');
  });

  it('believes only the configured proxies', () => {
    const webTier = trustProxies(['10.0.0.0/8']);
    expect(clientAddress({ peerAddress: '10.1.2.3', forwardedFor: '198.51.100.1' }, webTier)).toBe('198.51.100.1');
    expect(clientAddress({ peerAddress: '127.0.0.1', forwardedFor: '198.51.100.1' }, webTier)).toBe('127.0.0.1');
  });
});

import { describe, expect, it } from '@jest/globals';
import { BundledDeckPhotosAdapter, shuffle } from './bundled-deck-photos.adapter.js';
import { PhotosFetchError, type Photo } from './photos.port.js';
import { UnsplashPhotosAdapter } from './unsplash-photos.adapter.js';

function unsplashWith(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return answer(request);
  }) as typeof fetch;
  return {
    adapter: new UnsplashPhotosAdapter({ accessKey: 'test-key', baseUrl: 'https://photos.test', fetch: fetchStub }),
    requests,
  };
}

const apiPhoto = (n: number) => ({
  id: `p${n}`,
  urls: { regular: `https://images.test/p${n}?w=1080`, small: 'x', raw: 'x', full: 'x', thumb: 'x' },
  alt_description: n === 2 ? null : `picture ${n}`,
  user: { username: `maker${n}`, name: `Maker ${n}`, links: { html: `https://photos.test/@maker${n}` } },
});

describe('UnsplashPhotosAdapter', () => {
  it('asks for featured random photos with the client key and reads url, username, name and alt description', async () => {
    const { adapter, requests } = unsplashWith(() => Response.json([apiPhoto(1), apiPhoto(2)]));
    const photos = await adapter.random(29);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/photos/random');
    expect(url.searchParams.get('count')).toBe('29');
    expect(url.searchParams.get('featured')).toBe('true');
    expect(requests[0]!.headers.get('authorization')).toBe('Client-ID test-key');
    expect(photos satisfies Photo[]).toEqual([
      {
        url: 'https://images.test/p1?w=1080',
        username: 'maker1',
        name: 'Maker 1',
        altDescription: 'picture 1',
        link: 'https://photos.test/@maker1?utm_source=impromptu&utm_medium=referral',
      },
      {
        url: 'https://images.test/p2?w=1080',
        username: 'maker2',
        name: 'Maker 2',
        altDescription: null,
        link: 'https://photos.test/@maker2?utm_source=impromptu&utm_medium=referral',
      },
    ]);
  });

  it('rejects with PhotosFetchError when the service answers an error', async () => {
    const { adapter } = unsplashWith(() => Response.json({ errors: ['Rate Limit Exceeded'] }, { status: 403 }));
    await expect(adapter.random(29)).rejects.toBeInstanceOf(PhotosFetchError);
  });

  it('rejects with PhotosFetchError when the service cannot be reached', async () => {
    const { adapter } = unsplashWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(adapter.random(3)).rejects.toBeInstanceOf(PhotosFetchError);
  });
});

describe('BundledDeckPhotosAdapter', () => {
  const deck: Photo[] = Array.from({ length: 12 }, (_, i) => ({
    url: `/slideshow/p${i}.svg`,
    username: `artist${i}`,
    name: `Artist ${i}`,
    altDescription: `drawing ${i}`,
  }));

  it('answers the count asked for, each photo once, at most the whole deck', async () => {
    const adapter = new BundledDeckPhotosAdapter(deck);
    const five = await adapter.random(5);
    expect(five).toHaveLength(5);
    expect(new Set(five.map((p) => p.url)).size).toBe(5);
    expect(await adapter.random(50)).toHaveLength(12);
  });

  it('shuffles with the random source it is given', () => {
    const sequence = [0.1, 0.9, 0.5, 0.3, 0.7];
    let i = 0;
    const random = () => sequence[i++ % sequence.length] as number;
    const shuffled = shuffle([1, 2, 3, 4, 5, 6], random);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    i = 0;
    expect(shuffle([1, 2, 3, 4, 5, 6], random)).toEqual(shuffled);
  });
});

/** How a tutorial or instruction video URL is embedded: a video file plays in <video>, anything else in an iframe. */
export type VideoEmbed = { kind: 'video'; src: string } | { kind: 'iframe'; src: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)([?#].*)?$/i;

export function videoEmbedFor(url: string): VideoEmbed {
  if (VIDEO_FILE.test(url)) return { kind: 'video', src: url };
  let parsed: URL | null = null;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    parsed = null;
  }
  if (parsed) {
    const host = parsed.hostname.replace(/^www\./, '');
    // Watch pages refuse to be framed; their embed players do not.
    if ((host === 'youtube.com' || host === 'm.youtube.com') && parsed.pathname === '/watch') {
      const id = parsed.searchParams.get('v');
      if (id) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` };
    }
    if (host === 'youtu.be' && parsed.pathname.length > 1) {
      return {
        kind: 'iframe',
        src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`,
      };
    }
    const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(parsed.pathname) : null;
    if (vimeo?.[1]) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  }
  return { kind: 'iframe', src: url };
}

/**
 * The captions of a video bundled with the app: a WebVTT file of the same name beside it (the tutorial renderer,
 * scripts/videos, writes both). Videos from elsewhere carry their own captions, or none we know of.
 */
export function captionsUrlFor(url: string): string | null {
  return url.startsWith('/') && VIDEO_FILE.test(url) ? url.replace(VIDEO_FILE, '.vtt$2') : null;
}

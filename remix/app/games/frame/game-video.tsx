import { captionsUrlFor, videoEmbedFor } from './video-embed';

/** A game's tutorial or instruction video at 16:9, as a <video> for a file, an iframe otherwise. */
export function GameVideo({ url, title }: { url: string; title: string }) {
  const embed = videoEmbedFor(url);
  const captions = captionsUrlFor(url);
  // A page bundled with the app (a relative URL) reflows: it gets more height on a phone than a 16:9 player.
  const aspect = embed.kind === 'iframe' && url.startsWith('/') ? 'aspect-[4/3] sm:aspect-video' : 'aspect-video';
  return (
    <div className={`relative w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg ${aspect}`}>
      {embed.kind === 'video' ? (
        // The captions are the WebVTT track only (ADR 0036: nothing is burned into the picture), shown by default.
        <video
          className="absolute inset-0 h-full w-full"
          src={embed.src}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
        >
          {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
        </video>
      ) : (
        <iframe
          className="absolute inset-0 h-full w-full border-0 bg-white"
          src={embed.src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';

/** Loads images into the browser cache; true once every one has loaded or failed (or after timeoutMs). */
export function usePreloadedImages(urls: readonly string[], timeoutMs = 8000): boolean {
  const key = urls.join('\n');
  const [ready, setReady] = useState(urls.length === 0);
  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    if (list.length === 0) {
      setReady(true);
      return;
    }
    setReady(false);
    let pending = list.length;
    let cancelled = false;
    const settle = () => {
      pending -= 1;
      if (pending <= 0 && !cancelled) setReady(true);
    };
    const images = list.map((url) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = settle;
      image.onerror = settle;
      image.src = url;
      return image;
    });
    // A slow image must not hold the game: play starts anyway and the image appears when it arrives.
    const timer = setTimeout(() => {
      if (!cancelled) setReady(true);
    }, timeoutMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key, timeoutMs]);
  return ready;
}

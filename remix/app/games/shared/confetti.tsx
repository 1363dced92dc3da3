import { useEffect, useRef, useState } from 'react';

const COLOURS = ['#c5317c', '#e2a248', '#617F89', '#039be6', '#ffffff', '#8fd5a6'];
const DURATION_MS = 2800;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  spin: number;
  angle: number;
  size: number;
  colour: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** A burst of confetti each time `burst` grows; nothing moves when the user prefers reduced motion. */
export function Confetti({ burst }: { burst: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (burst <= 0 || prefersReducedMotion()) return;
    setActive(true);
  }, [burst]);

  useEffect(() => {
    const element = canvas.current;
    if (!active || !element) return;
    const context = element.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    element.width = width * ratio;
    element.height = height * ratio;
    context.scale(ratio, ratio);
    const pieces: Piece[] = Array.from({ length: Math.min(180, Math.round(width / 6)) }, (_, i) => ({
      x: width / 2 + (Math.random() - 0.5) * width * 0.3,
      y: height * 0.35,
      vx: (Math.random() - 0.5) * 0.9,
      vy: -0.4 - Math.random() * 0.8,
      spin: (Math.random() - 0.5) * 0.02,
      angle: Math.random() * Math.PI,
      size: 6 + Math.random() * 6,
      colour: COLOURS[i % COLOURS.length] as string,
    }));
    const started = performance.now();
    let last = started;
    let frame = 0;
    const draw = (now: number) => {
      // Motion follows elapsed time, so a slow device shows the same burst, only less smoothly.
      const step = Math.min(64, now - last);
      last = now;
      context.clearRect(0, 0, width, height);
      const age = now - started;
      context.globalAlpha = Math.max(0, 1 - Math.max(0, age - DURATION_MS * 0.6) / (DURATION_MS * 0.4));
      for (const piece of pieces) {
        piece.vy += 0.0012 * step;
        piece.x += piece.vx * step;
        piece.y += piece.vy * step;
        piece.angle += piece.spin * step;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (age < DURATION_MS) frame = requestAnimationFrame(draw);
      else setActive(false);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [active, burst]);

  if (!active) return null;
  return <canvas ref={canvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 h-full w-full" />;
}

import { escapeHtml } from '@impromptu/kernel';
import type { Certificate } from './courses-types';

/** A certificate a learner would share: their name, the course and the date ('MMM d y'); prints on one landscape page, and on a phone grows to fit its text. */
export function CertificateView({ certificate, colour }: { certificate: Certificate; colour: string | null }) {
  const accent = colour ?? '#c5317c';
  return (
    <section
      aria-label={`Certificate of completion: ${certificate.courseName}`}
      className="certificate relative mx-auto flex w-full max-w-4xl flex-col items-center justify-center overflow-hidden rounded-2xl border-[10px] bg-white px-5 py-10 text-center shadow-lg sm:aspect-[1.414] sm:p-12 print:aspect-[1.414] print:max-w-none print:rounded-none print:shadow-none"
      style={{ borderColor: accent }}
    >
      <p className="text-xs font-bold uppercase tracking-[0.3em] text-ink-muted sm:text-sm">Impromptu</p>
      <p className="mt-3 text-lg font-bold uppercase tracking-widest sm:mt-6 sm:text-2xl" style={{ color: accent }}>
        Certificate of completion
      </p>
      <p className="mt-3 text-sm text-ink-muted sm:mt-6 sm:text-base">This certifies that</p>
      <p className="mt-1 font-serif text-3xl font-bold text-ink sm:mt-2 sm:text-5xl">{certificate.learnerName}</p>
      <p className="mt-3 text-sm text-ink-muted sm:mt-6 sm:text-base">
        has completed the {certificate.lessonCount} lessons of the course
      </p>
      <p className="mt-1 text-xl font-extrabold text-ink sm:mt-2 sm:text-3xl">{certificate.courseName}</p>
      <p className="mt-4 text-sm font-semibold text-ink sm:mt-8 sm:text-lg">{certificate.date}</p>
    </section>
  );
}

/** The certificate as a standalone SVG (A4 landscape proportions): what 'Download' saves, sharp at any size. */
export function certificateSvg(certificate: Certificate, colour: string | null): string {
  const accent = escapeHtml(colour ?? '#c5317c');
  const line = (
    y: number,
    size: number,
    text: string,
    weight = 400,
    fill = '#1b2330',
    family = 'DejaVu Sans, Arial, sans-serif',
  ) =>
    `<text x="594" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeHtml(text)}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1188" height="840" viewBox="0 0 1188 840">',
    `<rect x="0" y="0" width="1188" height="840" fill="#ffffff"/><rect x="20" y="20" width="1148" height="800" fill="none" stroke="${accent}" stroke-width="16" rx="24"/>`,
    line(150, 22, 'IMPROMPTU', 700, '#4b5563'),
    line(230, 38, 'CERTIFICATE OF COMPLETION', 700, accent),
    line(320, 24, 'This certifies that', 400, '#4b5563'),
    line(400, 60, certificate.learnerName, 700, '#1b2330', 'Georgia, serif'),
    line(480, 24, `has completed the ${certificate.lessonCount} lessons of the course`, 400, '#4b5563'),
    line(550, 42, certificate.courseName, 800),
    line(660, 26, certificate.date, 600),
    '</svg>',
  ].join('');
}

/** A file name from the course: stories-that-stick-certificate.svg. */
export function certificateFileName(certificate: Certificate): string {
  return `${certificate.courseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-certificate.svg`;
}

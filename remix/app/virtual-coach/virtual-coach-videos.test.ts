import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LESSONS } from '@impromptu/coach/rules';
import { parseVtt } from '~/courses/lecture-watching';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/virtual-coach');
const track = (name: string) => parseVtt(readFileSync(path.join(publicDir, name), 'utf8'));

describe('the Virtual Coach’s lesson videos (npm run videos:virtual-coach, issue 28)', () => {
  it('teach each lesson in 2–5 minutes, in six chapters, with a before/after the learner says', () => {
    for (const lesson of LESSONS) {
      const id = `lesson-${lesson.toLowerCase()}`;
      const captions = track(`${id}.vtt`);
      const seconds = captions.at(-1)!.end;
      expect(seconds).toBeGreaterThanOrEqual(120);
      expect(seconds).toBeLessThanOrEqual(300);
      expect(track(`${id}.chapters.vtt`).map((chapter) => chapter.text)).toEqual([
        'Hook',
        'The idea',
        'Worked example',
        'Before and after',
        'Common mistake',
        'Your drill',
      ]);
      expect(captions.filter((cue) => cue.text.startsWith('Learner: ')).length).toBeGreaterThanOrEqual(2);
    }
  });
});

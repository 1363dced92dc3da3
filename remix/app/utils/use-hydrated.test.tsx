import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>NEXT</button>;
}

describe('useHydrated', () => {
  it("is false in the server's HTML, so a control that needs the script is disabled until it has it", () => {
    expect(renderToString(<Probe />)).toBe('<button disabled="">NEXT</button>');
  });
});

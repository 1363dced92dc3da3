import type { Config } from 'tailwindcss';

// The four game colours of the product (spec 1 §9), each with a light tint and a dark shade that reads as text on white (WCAG AA, 4.5:1).
export default {
  content: ['./app/**/{**,.client,.server}/**/*.{js,jsx,ts,tsx}'],
  theme: {
    extend: {
      // A phone held sideways (844x390): game views tighten so the prompt, the timer and the controls fit without
      // scrolling (issue 47 §5). Listed after the width screens, so it wins over `sm:` and `md:` when both apply.
      screens: { short: { raw: '(max-height: 500px)' } },
      colors: {
        brand: {
          pink: { DEFAULT: '#c5317c', light: '#f9e6f0', dark: '#9e2462' },
          yellow: { DEFAULT: '#e2a248', light: '#fbf1e3', dark: '#8a5a12' },
          gray: { DEFAULT: '#617F89', light: '#e9eef0', dark: '#47606a' },
          blue: { DEFAULT: '#039be6', light: '#e1f4fd', dark: '#0272aa' },
        },
        ink: { DEFAULT: '#1b2330', muted: '#4b5563' },
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
  plugins: [],
} satisfies Config;

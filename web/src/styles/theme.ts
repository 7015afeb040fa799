// The design tokens of the public site: colours (AA contrast on white), spacing,
// breakpoints (360 px to 1920 px), radii, shadows and motion.
import { PAGE_TRANSITION_S } from '../config/constants';

export const theme = {
  colors: {
    red: '#cc0000',
    redDark: '#a30000',
    redLight: '#fdecec',
    text: '#1f2328',
    textMuted: '#545b64',
    background: '#ffffff',
    surface: '#f6f7f9',
    border: '#d9dde3',
    white: '#ffffff',
    success: '#1e7b34',
    successLight: '#e6f4ea',
    error: '#b3261e',
    errorLight: '#fdecea',
    focus: '#1a5fb4',
    overlay: 'rgba(17, 20, 24, 0.6)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    sm: '0 1px 3px rgba(0,0,0,0.08)',
    md: '0 6px 20px rgba(0,0,0,0.10)',
    lg: '0 16px 40px rgba(0,0,0,0.16)',
  },
  breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1600px' },
  media: {
    sm: '@media (min-width: 600px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    /** The browser runs no script (JavaScript off): what the app would do has to be plain HTML. */
    withoutScripts: '@media (scripting: none)',
    /** The browser runs scripts: the app's own behaviour takes over. */
    withScripts: '@media (scripting: enabled)',
  },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  motion: { pageTransitionS: PAGE_TRANSITION_S, fast: '150ms', base: '250ms' },
  zIndex: { header: 100, menu: 200, modal: 1000 },
} as const;

export type Theme = typeof theme;

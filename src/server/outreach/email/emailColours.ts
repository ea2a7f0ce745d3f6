import 'server-only'

/**
 * The site's design tokens (src/app/(site)/globals.css) as literal colours: mail clients read
 * inline styles only, never custom properties.
 */
export const EMAIL_COLOURS = {
  bg: '#0f0d17', // --bg
  surface: '#1a1726', // --surface
  surface2: '#241f35', // --surface-2
  text: '#f4f1fb', // --text
  muted: '#c3bdd6', // --muted
  accent: '#ff7a45', // --accent
  accentStrong: '#ff9466', // --accent-strong
  accentText: '#1a0d05', // --accent-text
} as const

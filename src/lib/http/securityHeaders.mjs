// Plain JavaScript: next.config.ts (headers()) and the proxy (nonces for /cms) both read it.

// Google Identity Services, as Google documents its CSP needs (script, button iframe, styles).
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/'

// The press kit's players, loaded only when a visitor clicks (MEDIA_FRAME_ORIGINS in src/lib/market/mediaEmbed.ts).
const MEDIA_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
]

/**
 * The Content-Security-Policy. With a `nonce` (dynamically rendered pages: the /cms panel) only
 * scripts carrying it run, and what they load ('strict-dynamic'). Without one (the public pages,
 * built once and served from a CDN, so no per-request nonce can exist) inline scripts are
 * allowed: Next.js streams each page's data in inline scripts whose hashes change with every
 * build and page. Everything else stays closed either way: no foreign scripts, no plugins, no
 * framing, forms and <base> only to this site.
 * @param {{ nonce?: string, dev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, dev = false } = {}) {
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}client`]
  // React Refresh and Turbopack's dev runtime evaluate code; production never does.
  if (dev) scripts.push("'unsafe-eval'")
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React style props and Payload's panel set inline styles; styles cannot run code.
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    // Post covers and gig pictures may be any https address (coverImageUrl, imageUrl).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${GOOGLE_SIGN_IN}`,
    `frame-src ${GOOGLE_SIGN_IN} ${MEDIA_FRAMES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * What the browser's features the site's pages may use: none of camera, microphone, location,
 * payment or USB, except the camera on the door's screen (`camera: true`), which reads tickets'
 * QR codes with it.
 * @param {{ camera?: boolean }} options
 * @returns {string}
 */
export function permissionsPolicy({ camera = false } = {}) {
  const features = ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'interest-cohort=()']
  return [camera ? 'camera=(self)' : 'camera=()', ...features].join(', ')
}

/**
 * Headers for every answer; HSTS only in production (a browser remembers it for two years, so a
 * developer's http://localhost must never send it).
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ production }) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    // For browsers that predate CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
  if (production)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  return headers
}

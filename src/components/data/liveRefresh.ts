/** How often a live read (the bell, an open thread) asks again while its tab is visible. */
export const LIVE_REFRESH_MS = 30_000

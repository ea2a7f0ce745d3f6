/** Where a protected page sends the visitor back to after login (session storage, one use). */
const KEY = 'redirectAfterLogin'

/** Only a path on this site: `/profil?x=1` passes; `//evil.com`, `/\evil.com` and URLs do not. */
function isSameSitePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/[\u0000-\u001f]/.test(path)
  )
}

export function rememberRedirect(path: string) {
  if (isSameSitePath(path)) sessionStorage.setItem(KEY, path)
}

/** The remembered path, cleared as it is read; null when none or not a same-site path. */
export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(KEY)
  sessionStorage.removeItem(KEY)
  return isSameSitePath(path) ? path : null
}

/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) the site uses. */
type GoogleIdentityServices = {
  initialize(config: {
    client_id: string
    callback: (response: { credential?: string }) => void
    ux_mode?: 'popup'
  }): void
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } }
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client'
let loading: Promise<GoogleIdentityServices> | undefined

/** Loads Google's script once per page and resolves with its `accounts.id` API. */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  const ready = () => window.google?.accounts?.id
  loading ??= new Promise((resolve, reject) => {
    const existing = ready()
    if (existing) return resolve(existing)
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => {
      const api = ready()
      if (api) resolve(api)
      else reject(new Error('Google Identity Services did not start.'))
    }
    script.onerror = () => {
      loading = undefined // let a later visit try again
      reject(new Error('Google Identity Services could not be loaded.'))
    }
    document.head.appendChild(script)
  })
  return loading
}

const DEFAULT_SUPPORT_EMAIL = 'destek@sahne.app'

/** The address visitors write to about privacy and support (env SUPPORT_EMAIL). */
export function supportEmail(): string {
  return process.env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL
}

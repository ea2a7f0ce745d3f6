import { isStrongPassword } from '@/lib/auth/passwordRule'

type RegisterDraft = { fullname: string; email: string; password: string; role: string }
export type RegisterField = keyof RegisterDraft

/** The form's own checks before sending: each failing field with its message key (`Register.*`). */
export function registerErrors(
  draft: RegisterDraft,
): Partial<Record<RegisterField, 'requiredFields' | 'passwordRule'>> {
  const blank = (Object.keys(draft) as RegisterField[]).filter((field) => !draft[field].trim())
  // One sentence for all that are missing (the spec's), beside the first; the others are marked.
  if (blank.length) return Object.fromEntries(blank.map((field) => [field, 'requiredFields']))
  return isStrongPassword(draft.password) ? {} : { password: 'passwordRule' }
}

import 'server-only'

import { countFailedLogin, forgetFailedLogins, loginRefusal } from '@/server/people'
import { spendUnknownAccountWork } from '@/server/people'
import { forgotPasswordSchema } from '@/server/people'
import { requestPasswordReset } from '@/server/people'
import { appPayload } from '@/server/platform'

import { failureError } from '../failureAnswer'

type Run = (request: Request) => Promise<Response>

/** The `email` (and `password`) of a sign-in body, when it is JSON that has them. */
function credentials(body: string): { email: string; password: string } | null {
  try {
    const parsed: unknown = JSON.parse(body)
    if (!parsed || typeof parsed !== 'object') return null
    const { email, password } = parsed as Record<string, unknown>
    if (typeof email !== 'string' || !email) return null
    return { email, password: typeof password === 'string' ? password : '' }
  } catch {
    return null
  }
}

/**
 * The panel's `users/login` under the per-account limit of `/api/auth/login`: failures count
 * toward the same window for the email (one limiter for both paths), a refused email waits it out
 * (429), a success clears it, and an unknown address costs the same work as a wrong password.
 */
export async function cmsLogin(request: Request, run: Run): Promise<Response> {
  const given = credentials(await request.clone().text())
  if (!given) return run(request)
  const refusal = await loginRefusal(given.email)
  if (refusal) throw failureError(refusal)
  const response = await run(request)
  if (response.ok) await forgetFailedLogins(given.email)
  else if (response.status === 401)
    await Promise.all([
      countFailedLogin(given.email),
      spendUnknownAccountWork(await appPayload(), given.email, given.password).catch(
        () => undefined,
      ),
    ])
  return response
}

/** RFC 2606 keeps `.invalid` from ever naming a real mailbox, so no account can have it. */
const NO_ACCOUNT = 'reset-capped@sahne.invalid'

/**
 * The panel's `users/forgot-password` goes the way of `/api/auth/forgot-password`: the reset is
 * queued (`mailResetLink`, under the same cap of mails per address, its link to the site's reset
 * page), and Payload is asked for an address no account has, so it answers exactly as it does
 * for any request and does the same work whoever asked: no answer tells accounts apart.
 */
export async function cmsForgotPassword(request: Request, run: Run): Promise<Response> {
  const given = forgotPasswordSchema.safeParse(credentials(await request.clone().text()) ?? {})
  if (!given.success) return run(request)
  await requestPasswordReset(await appPayload(), given.data.email)
  return run(new Request(request, { body: JSON.stringify({ email: NO_ACCOUNT }) }))
}

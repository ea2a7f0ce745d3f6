import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { toLocale } from '../../../src/i18n/locales'
import type { User } from '../../../src/payload-types'

/**
 * `POST /cms-api/payments/{id}/decision`: the panel's button for a payment held for a problem,
 * signed in with the panel's session. The rule and the money are the payments context's
 * (loaded when called: the config must not load the domain layer).
 */
export const decideEndpoint: Endpoint = {
  path: '/:id/decision',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return Response.json({ message: 'Forbidden' }, { status: 403 })
    const { decideHeldPayment, decisionSchema } = await import('../../../src/server/payments')
    const { translate, isFailure } = await import('../../../src/server/platform')
    // The panel's language (its i18n), read the way every other locale is.
    const locale = toLocale(req.i18n?.language)
    const parsed = decisionSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success)
      return Response.json(
        { message: translate(locale, 'Payments.errors.splitRange') },
        { status: 400 },
      )
    const result = await decideHeldPayment(
      req.payload,
      req.user as User,
      String(req.routeParams?.id ?? ''),
      parsed.data,
    )
    if (!result)
      return Response.json(
        { message: translate(locale, 'Payments.errors.notFound') },
        { status: 404 },
      )
    if (isFailure(result))
      return Response.json({ message: translate(locale, result.message) }, { status: 409 })
    return Response.json(result)
  },
}

import { settingsOf, settingsSchema, updateSettings } from '@/server/people'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { consentSource } from '@/app/api/_http/consentSource'

/** GET /api/me/settings (bearer): the caller's mail language and, per notice type, whether it is mailed. */
export const GET = apiRoute(async (request) => {
  const user = await requireUser(await appPayload(), request)
  return success(settingsOf(user), requestMessage(request, 'Api.ok'))
})

/**
 * PUT /api/me/settings {locale?, city?, digest?, onSaleAlerts?, emailEvents?} (bearer): mail
 * language, home city, the digest and on-sale alerts (marketing opt-ins), per-type email switches.
 */
export const PUT = apiRoute(async (request) => {
  await rateLimit(request, 'profile')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, settingsSchema)
  const data = await updateSettings(
    payload,
    user,
    input,
    consentSource(request, 'profile-settings'),
  )
  return success(data, requestMessage(request, 'SettingsApi.saved'))
})

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT')

import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { clientAddress } from '@/lib/http/clientAddress'
import { IYS_FILE_MAX_CHARS, iysRefusalsBody, loadIysRefusals } from '@/server/app'
import { appPayload } from '@/server/platform'

/**
 * POST /api/admin/iys-refusals `{ csv }`: İYS's file of consent changes; each e-mail refusal (RET)
 * made in İYS switches off that address's marketing mail and is recorded (Law 6563). Answers
 * what was applied, kept and not read. Admins only.
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  await requireAdmin(payload, request)
  // A JSON string of the file may take up to about three bytes per character (escapes, Turkish
  // letters); the schema then holds the text itself to its limit.
  const { csv } = await readJson(request, iysRefusalsBody, {
    maxBytes: 3 * IYS_FILE_MAX_CHARS,
    tooLarge: 'Legal.iysRefusals.errors.tooLarge',
  })
  const report = orFail(await loadIysRefusals(payload, csv, clientAddress(request)))
  return privateSuccess(
    report,
    requestMessage(request, 'Legal.iysRefusals.loaded', {
      addresses: report.applied.addresses,
    }),
  )
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')

import { describe, expect, it } from 'vitest'

import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute } from '@/app/api/_http/apiRoute'
import { translate } from '@/server/platform/i18n/translate'

describe('server messages', () => {
  it('translates a catalogue key into the asked language', () => {
    expect(translate('en', 'Api.unexpected')).toBe('An unexpected error occurred.')
    expect(translate('tr', 'Api.unexpected')).toBe('Beklenmeyen bir hata oluştu.')
  })

  it('answers an ApiError with the key translated for the request', async () => {
    const handler = apiRoute(async () => {
      throw new ApiError(405, 'Api.methodNotAllowed')
    })
    const tr = await handler(new Request('http://x/api/a?locale=tr'), {})
    expect(tr.status).toBe(405)
    expect(await tr.json()).toEqual({ success: false, message: 'Bu yöntem desteklenmiyor.' })
    const en = await handler(
      new Request('http://x/api/a', { headers: { 'accept-language': 'en' } }),
      {},
    )
    expect((await en.json()).message).toBe('Method not allowed.')
  })
})

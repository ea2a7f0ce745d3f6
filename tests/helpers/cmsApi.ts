import config from '@payload-config'
import { handleEndpoints } from 'payload'

import { guardCmsApi } from '../../src/app/api/_http/cms/guardCmsApi'

/** `/cms-api` in-process: Payload's REST handler behind the same guard the route uses. */
const restHandler = guardCmsApi((request: Request) => handleEndpoints({ config, request }))

/** Calls `/cms-api<path>`; `token` goes in `Authorization: JWT`, as Payload's own clients send it. */
export function cmsApi(
  method: string,
  path: string,
  init: {
    token?: string
    body?: unknown
    rawBody?: BodyInit
    headers?: Record<string, string>
  } = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `JWT ${init.token}`)
  let body = init.rawBody
  if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers.set('content-type', 'application/json')
  }
  const request = new Request(new URL(`/cms-api${path}`, 'http://localhost'), {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return restHandler(request, {})
}

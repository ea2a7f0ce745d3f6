import { NextResponse, type NextRequest } from 'next/server'

import { contentSecurityPolicy } from './securityHeaders.mjs'

/**
 * Lets a dynamically rendered page through with a fresh nonce in its Content-Security-Policy:
 * Next.js reads the policy from the request headers and puts the nonce on every script it renders.
 */
export function withNonceCsp(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV !== 'production' })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

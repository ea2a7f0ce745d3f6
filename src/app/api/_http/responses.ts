import 'server-only'

import { NextResponse } from 'next/server'

/*
 * Every message is in the request's language (`?locale`, else Accept-Language: messageLocale), so
 * a shared cache that keeps an answer, a 404 included, keeps one per language.
 */
const VARY = { Vary: 'Accept-Language' }

/** `{ success: true, data, message, ...extra }`, the spec's answer shape. */
export function success<T>(
  data: T,
  message: string,
  extra: Record<string, unknown> = {},
  status = 200,
) {
  return NextResponse.json({ success: true, data, message, ...extra }, { status, headers: VARY })
}

/** `{ success: false, message, ...extra }` with the given status. */
export function failure(status: number, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ success: false, message, ...extra }, { status, headers: VARY })
}

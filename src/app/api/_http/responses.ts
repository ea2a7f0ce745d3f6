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

/**
 * A public answer that changes by the second and is the same for everyone (what is left of a
 * show's tickets): a shared cache keeps it `seconds` and then one more while it fetches it again,
 * so an on-sale's readers cost the app one read per few seconds, and the page says the figure may
 * lag. Browsers ask again every time.
 */
export function brieflyCachedSuccess<T>(data: T, message: string, seconds: number) {
  return NextResponse.json(
    { success: true, data, message },
    {
      headers: {
        ...VARY,
        'Cache-Control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=1`,
      },
    },
  )
}

import 'server-only'

import { NextResponse } from 'next/server'

/** `{ success: true, data, message, ...extra }`, the spec's answer shape. */
export function success<T>(
  data: T,
  message: string,
  extra: Record<string, unknown> = {},
  status = 200,
) {
  return NextResponse.json({ success: true, data, message, ...extra }, { status })
}

/** `{ success: false, message, ...extra }` with the given status. */
export function failure(status: number, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ success: false, message, ...extra }, { status })
}

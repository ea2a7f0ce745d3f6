import 'server-only'

import { NextResponse } from 'next/server'

import type { Session } from '@/server/people'

/** `{ success: true, message, token, user }`: the session object at the top level, as clients read it. */
export const sessionResponse = (session: Session, message: string, status = 200) =>
  NextResponse.json({ success: true, message, ...session }, { status })

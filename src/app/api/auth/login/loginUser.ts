import 'server-only'

import type { Payload } from 'payload'

import { logIn } from '@/server/people'
import type { LoginInput } from '@/server/people'

import { orFail } from '../../_http/failureAnswer'

/** The login route's command: a session, or the refusal thrown as the answer (401, 429, ...). */
export const loginUser = async (payload: Payload, input: LoginInput) =>
  orFail(await logIn(payload, input))

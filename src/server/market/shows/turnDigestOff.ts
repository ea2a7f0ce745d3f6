import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

/**
 * Stops the weekly digest for an account. Every way out that needs no session (the signed link in
 * a digest mail, a refusal made in İYS) turns it off so; the profile's toggle saves it with the
 * user's own access. With `req`, inside its transaction.
 */
export const turnDigestOff = (payload: Payload, id: number, req?: PayloadRequest) =>
  payload.update({
    collection: 'users',
    id,
    data: { digest: false },
    overrideAccess: true,
    depth: 0,
    req,
  })

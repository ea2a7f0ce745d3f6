import type { Endpoint } from 'payload'

export const FIRST_REGISTER_CLOSED =
  'First-user registration is closed. Create the first admin with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD or npm run create-admin.'

/**
 * Payload's `POST /cms-api/users/first-register` makes whoever calls it first on an empty database
 * an admin. Custom endpoints are matched before Payload's own, so this one keeps it closed.
 */
export const closedFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: FIRST_REGISTER_CLOSED }] }, { status: 403 }),
}

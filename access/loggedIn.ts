import type { Access } from 'payload'

/** Any signed-in user of the site. */
export const loggedIn: Access = ({ req: { user } }) => Boolean(user)

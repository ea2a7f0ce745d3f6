import type { FieldAccess } from 'payload'

/** Any signed-in user; a visitor's value for the field is dropped. */
export const signedInField: FieldAccess = ({ req: { user } }) => Boolean(user)

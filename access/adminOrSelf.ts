import { ownerOrAdmin } from './ownerOrAdmin'

/** Admins reach every user; anyone else only their own account. */
export const adminOrSelf = ownerOrAdmin('id')

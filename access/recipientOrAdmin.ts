import { ownerOrAdmin } from './ownerOrAdmin'

/** A notification or calendar feed belongs to one user; admins see them all. */
export const recipientOrAdmin = ownerOrAdmin('user')

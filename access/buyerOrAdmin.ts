import { ownerOrAdmin } from './ownerOrAdmin'

/** A ticket order is read by the fan who placed it and by admins. */
export const buyerOrAdmin = ownerOrAdmin('buyer')

import { ownerOrAdmin } from './ownerOrAdmin'

/** A ticket is read by the fan who holds it and by admins. */
export const holderOrAdmin = ownerOrAdmin('holder')

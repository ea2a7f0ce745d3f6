import { ownerOrAdmin } from './ownerOrAdmin'

/** A data request is read by the account that filed it and by admins. */
export const requesterOrAdmin = ownerOrAdmin('user')

import { ownerOrAdmin } from './ownerOrAdmin'

/** An availability block is its artist's alone (its note is private); admins see them all. */
export const blockOwnerOrAdmin = ownerOrAdmin('user', 'artist')

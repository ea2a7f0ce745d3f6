import { ownerOrAdmin } from './ownerOrAdmin'

/** A follow belongs to the user who follows; admins see all of them. */
export const followerOrAdmin = ownerOrAdmin('follower')

import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import type { Comment } from '../../../src/payload-types'

/** A visitor (no account) must leave a name and an email with their comment. */
export const requireVisitorIdentity: CollectionBeforeValidateHook<Comment> = ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user) return data
  const errors = [
    !data?.authorName?.trim() && { path: 'authorName', message: 'Name is required' },
    !data?.authorEmail?.trim() && { path: 'authorEmail', message: 'Email is required' },
  ].filter((e): e is { path: string; message: string } => Boolean(e))
  if (errors.length) throw new ValidationError({ collection: 'comments', errors, req })
  return data
}

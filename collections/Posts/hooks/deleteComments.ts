import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A post takes its comments with it. Runs before the delete (comments.post is NOT NULL, so the
 * post row cannot go first) and with `req`, inside the same transaction.
 */
export const deleteComments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'comments',
    where: { post: { equals: id } },
    depth: 0,
    // Deleting the post was already authorised; its comments go with it whoever may see them.
    overrideAccess: true,
    req,
  })
}

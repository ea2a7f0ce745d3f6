import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A photo in an artist's gallery leaves the gallery first (a gallery row cannot point at
 * nothing), in the same transaction; a profile photo or stage plot is simply emptied by the database.
 */
export const detachPhoto: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // The server's own bookkeeping for a delete whose access was already checked.
  const { docs } = await req.payload.find({
    collection: 'artists',
    where: { 'gallery.photo': { equals: id } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { gallery: true },
    req,
  })
  for (const artist of docs)
    await req.payload.update({
      collection: 'artists',
      id: artist.id,
      data: {
        gallery: (artist.gallery ?? []).filter((item) => photoId(item.photo) !== Number(id)),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
}

const photoId = (photo: number | { id: number }) => (typeof photo === 'number' ? photo : photo.id)

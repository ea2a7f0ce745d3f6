/** The upload collections whose files the site serves itself. */
export type UploadSlug = 'media' | 'photos'

/**
 * Where the site serves an upload's file, the original or a resized version
 * (src/app/api/{media,photos}/[filename]): Payload's own file route is the admins' /cms-api.
 */
export const uploadPath = (slug: UploadSlug, filename: string) =>
  `/api/${slug}/${encodeURIComponent(filename)}`

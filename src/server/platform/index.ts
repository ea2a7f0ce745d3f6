import 'server-only'

/*
 * The platform under the contexts: the Payload instance, the database (one transaction helper,
 * pool errors), the cache and its tags, the jobs queue, server-side translation, environment
 * settings, rate-limit counters, uploaded files, the sitemap, the CMS dashboard's counts, and the
 * typed Failure every command answers with.
 */

export { appPayload } from './payload/appPayload'
export { fieldMessage } from './payload/fieldMessage'
export { inTransaction, lockRow } from './db/inTransaction'
export { isDatabaseUnavailable } from './db/isDatabaseUnavailable'
export { cachedRead } from './cache/cachedRead'
export { revalidateTags } from './cache/revalidate'
export { translate } from './i18n/translate'
export { limiterFor, withinLimit } from './rateLimits'
export { findUploadedFile } from './media/findUploadedFile'
export { listPublicSitemapRecords } from './seo/listSitemapRecords'
export { countEditorQueue } from './cms/countEditorQueue'
export { fail, isFailure, type Failure, type FailureKind } from './failure'

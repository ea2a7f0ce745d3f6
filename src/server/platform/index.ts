import 'server-only'

/*
 * The platform under the contexts: the Payload instance, the database (one transaction helper,
 * pool errors), the cache and its tags, the jobs queue, server-side translation, environment
 * settings, rate-limit counters, uploaded files, the sitemap, the CMS dashboard's counts, and the
 * typed Failure every command answers with.
 */

export { appPayload } from './payload/appPayload'
export { fieldMessage } from './payload/fieldMessage'
export { inSharedTransaction, inTransaction, lockName, lockRow } from './db/inTransaction'
export { withIdempotencyKey, type KeyContext } from './idempotency/keyContext'
export { KeyTaken } from './idempotency/keyTaken'
export {
  deleteExpiredKeys,
  findKey,
  recordAnswer,
  replayedResult,
  takeReanswer,
} from './idempotency/keyRecords'
export {
  claimKeys,
  forgetKeysSql,
  shareKey,
  storeResultsSql,
  type SharedKey,
} from './idempotency/sharedKeys'
export { postgresOf, runnerOf, sqlOf, type SqlRunner } from './db/sqlOf'
export { asideConnection, asideRunner } from './db/asideConnection'
export { isDatabaseUnavailable } from './db/isDatabaseUnavailable'
export { cachedRead } from './cache/cachedRead'
export { revalidateTags } from './cache/revalidate'
export { translate } from './i18n/translate'
export { limiterFor, withinLimit } from './rateLimits'
export { findUploadedFile } from './media/findUploadedFile'
export { fail, isFailure, type Failure, type FailureKind } from './failure'
export { readiness } from './health/readiness'
export { jobMeta, logContext, withLogContext } from './observe/requestContext'
export { loggerConfig } from './observe/loggerConfig'
export { countCacheRead, countHoldBatch, countJobRun, observePool } from './observe/metricsHook'

// Read by other contexts
export { secretCipher, type SecretCipher } from './secrets/secretCipher'
export { deleteWhere } from './db/deleteWhere'
export { countPublicRows, countRowsWhere } from './db/countPublicRows'
export { refuse } from './db/refuse'
export { isMessageKey } from './i18n/translate'
export type { MessageKey, MessageValues } from './i18n/translate'
export { secureCookies, productionSiteOrigin } from './env/productionSiteOrigin'
export { attachPoolErrorHandler } from './db/attachPoolErrorHandler'
export { requireDatabaseUrl, databaseNameOf, withDatabaseName, clusterUrl } from './env/databaseUrl'
export { resolvePayloadSecret } from './env/payloadSecret'
export { s3Settings } from './env/s3Settings'
export { closePayload } from './payload/closePayload'
export { loadPayload } from './payload/loadPayload'
export { dataDir } from './env/dataDir'
export { outboxDir } from './env/outboxDir'
export { secondsToWait } from './rateLimits'
export type { RateLimitedAction } from './rateLimits'
export type { UploadedFile } from './media/findUploadedFile'
export { zipFiles, type ZipEntry } from './documents/zipFiles'
export { bilingualPdf, type Bilingual, type BilingualRow } from './documents/bilingualPdf'
export { textPdf } from './documents/textPdf'
export { idOfSignedLink, signedLinkKey, signLink, verifySignedLink } from './links/signedLink'
export { a4Document } from './documents/a4Document'

import 'server-only'

// Read by other contexts
export { removeAccountRecords } from './account/removeAccountRecords'
export { jobsConfig } from './jobs/jobsConfig'
export { listPublicSitemapRecords } from './seo/listSitemapRecords'
export { countEditorQueue } from './cms/countEditorQueue'
export { unsubscribeChannel, unsubscribeChannelByLink } from './legal/unsubscribeChannel'
export { requestDataExport } from './legal/myData/requestDataExport'
export { openDataExport } from './legal/myData/openDataExport'
export {
  dataRequestSchema,
  fileDataRequest,
  listDataRequests,
} from './legal/dataRequests/fileDataRequest'
export { mailDataRequestAnswer } from './legal/dataRequests/mailDataRequestAnswer'
export { iysConsentsCsv } from './legal/iysConsents/iysConsentsCsv'
export { iysConsentsQuery } from './legal/iysConsents/iysConsentsQuery'
export { loadIysRefusals } from './legal/iysRefusals/loadIysRefusals'
export type { IysRefusalsReport } from './legal/iysRefusals/loadIysRefusals'
export { IYS_FILE_MAX_CHARS, iysRefusalsBody } from './legal/iysRefusals/iysRefusalsBody'

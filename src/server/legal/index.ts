import 'server-only'

/*
 * The platform's legal duties: privacy notices per purpose (KVKK art. 10), the append-only
 * records of notices accepted and consents given or withdrawn, and the service provider's
 * identity (Law 6563 art. 3).
 */
export { marketingText, noticeText, type NoticeText } from './noticeText'
export { providerIdentity } from './providerIdentity'
export { recordConsent, type ConsentSource } from './recordConsent'

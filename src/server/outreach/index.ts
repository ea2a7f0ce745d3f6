import 'server-only'

/*
 * Outreach: the newsletter's double opt-in and unsubscribe links, the contact form, and every
 * email the site sends (rendered in the recipient's language, sent through the jobs queue).
 */

// Reads
export { countUnhandledMessages } from './contact/countUnhandledMessages'

// Commands
export { subscribeFan } from './newsletter/subscribeFan'

export { unsubscribe } from './newsletter/unsubscribe'
export { endSubscription } from './newsletter/endSubscription'
export { confirmByLink } from './newsletter/subscriptionLinks'
export { receiveContactMessage } from './contact/receiveContactMessage'
export { queueEmail } from './email/queueEmail'
export { oneClickHeaders } from './email/oneClickHeaders'
export { queuedMailId, sendQueuedMail } from './email/sendQueuedMail'
export { renderEmail } from './email/renderEmail'
export { mailAdmins } from './email/mailAdmins'

// Inputs
export { contactMessageSchema } from './contact/contactMessageSchema'
export { subscribeSchema } from './newsletter/subscribeSchema'
export { tokenSchema } from './newsletter/tokenSchema'

// Read by other contexts
export { findSubscriber } from './newsletter/findSubscriber'
export { emailAdapter } from './email/emailAdapter'
export type { EmailMessage } from './email/queueEmail'
export {
  unsubscribeToken,
  isUnsubscribeTokenFor,
  unsubscribeTokenId,
} from './newsletter/unsubscribeToken'
export { userLocale } from './email/userLocale'

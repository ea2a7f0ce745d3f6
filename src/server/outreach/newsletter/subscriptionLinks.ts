import 'server-only'

import { appPayload } from '../../platform'
import { confirmSubscription } from './confirmSubscription'

/*
 * The commands behind the links in newsletter mails, as their pages call them (a visitor, no
 * session): each answers what happened, or null for an unknown, used or expired link.
 */

/** /subscription/confirm/{token}: confirms the subscription, once. */
export const confirmByLink = async (token: string) => confirmSubscription(await appPayload(), token)

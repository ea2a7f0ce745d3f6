import 'server-only'

import { messageLocale } from './messageLocale'
import { failure } from './responses'
import { translate } from '@/server/platform'

/** 404 'Gig bulunamadı.': the gig pages were Turkish-only, so Turkish unless English is asked for. */
export const gigNotFound = (request: Request) =>
  failure(404, translate(messageLocale(request, 'tr'), 'GigForm.errors.notFound'))

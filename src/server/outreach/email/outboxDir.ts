import 'server-only'

import path from 'node:path'

import { dataDir } from '../../platform/env/dataDir'

/** Where mail goes as `.eml` files when no SMTP server is configured (what the tests read). */
export const outboxDir = () => path.join(dataDir(), 'mail')

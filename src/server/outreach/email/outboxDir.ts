// No `server-only`: payload.config loads this, in scripts too (seed, migrate, generate:types).
import path from 'node:path'

import { dataDir } from '../../platform/env/dataDir'

/** Where mail goes as `.eml` files when no SMTP server is configured (what the tests read). */
export const outboxDir = () => path.join(dataDir(), 'mail')

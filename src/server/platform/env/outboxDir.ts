// No `server-only`: the browser tests read the outbox (tests/helpers/mailbox.ts) in Playwright's
// own process, which has no resolve hook; this is a path setting, not request code. It imports
// only its neighbour: the platform's index would load Next's modules into that process.
import path from 'node:path'

import { dataDir } from './dataDir'

/** Where mail goes as `.eml` files when no SMTP server is configured (what the tests read). */
export const outboxDir = () => path.join(dataDir(), 'mail')

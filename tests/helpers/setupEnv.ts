import { inject } from 'vitest'

// The config reads these when first imported, inside each test file's worker.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
// Route handlers start the server's queue runner (appPayload); tests run the queue themselves.
process.env.SAHNE_JOBS_AUTORUN = 'off'

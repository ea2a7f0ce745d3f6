// No `server-only`: payload.config loads this, in scripts too (seed, migrate, generate:types).
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint } from 'payload'

import { hasRole } from '../access/hasRole'
import { isAdmin } from '../access/isAdmin'
import { escapeCsvRow } from '../src/lib/escapeCsvFormula'

/** Only admins may run the plugin's endpoints (download, preview), not just read its records. */
const adminOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    hasRole(req.user, 'admin')
      ? endpoint.handler(req)
      : Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }),
})

const adminOnly = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  access: { read: isAdmin, create: isAdmin, update: () => false, delete: isAdmin },
  endpoints: Array.isArray(collection.endpoints)
    ? collection.endpoints.map(adminOnlyEndpoint)
    : collection.endpoints,
})

/**
 * CSV export of the subscriber list and contact messages, for admins. Exports run in the request
 * (no jobs runner to configure) and are downloaded, never stored as files on the server.
 */
export const csvExportPlugin = importExportPlugin({
  collections: (['subscribers', 'contact-messages'] as const).map((slug) => ({
    slug,
    export: {
      format: 'csv',
      disableJobsQueue: true,
      disableSave: true,
      // Visitors write these cells (names, emails, messages): none may run as a formula.
      hooks: { before: ({ data }) => data.map(escapeCsvRow) },
    },
    import: false,
  })),
  overrideExportCollection: (args) => ({
    ...adminOnly(args),
    labels: {
      singular: { tr: 'Dışa aktarım', en: 'Export' },
      plural: { tr: 'Dışa aktarımlar', en: 'Exports' },
    },
  }),
  overrideImportCollection: (args) => ({
    ...adminOnly(args),
    labels: {
      singular: { tr: 'İçe aktarım', en: 'Import' },
      plural: { tr: 'İçe aktarımlar', en: 'Imports' },
    },
  }),
})

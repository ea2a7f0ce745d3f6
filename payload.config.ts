import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { tr } from '@payloadcms/translations/languages/tr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ApplicationMessages } from './collections/ApplicationMessages'
import { Applications } from './collections/Applications'
import { Artists } from './collections/Artists'
import { Bookings } from './collections/Bookings'
import { CommissionStatements } from './collections/CommissionStatements'
import { LedgerEntries } from './collections/LedgerEntries'
import { Payments } from './collections/Payments'
import { CheckoutAttempts } from './collections/CheckoutAttempts'
import { PaymentOperations } from './collections/PaymentOperations'
import { PayoutDetails } from './collections/PayoutDetails'
import { AvailabilityBlocks } from './collections/AvailabilityBlocks'
import { ExternalCalendars } from './collections/ExternalCalendars'
import { CalendarFeeds } from './collections/CalendarFeeds'
import { Comments } from './collections/Comments'
import { ContactMessages } from './collections/ContactMessages'
import { Follows } from './collections/Follows'
import { Gigs } from './collections/Gigs'
import { Media } from './collections/Media'
import { Goings } from './collections/Goings'
import { NoticeMarks } from './collections/NoticeMarks'
import { CityRequests } from './collections/CityRequests'
import { Notifications } from './collections/Notifications'
import { Photos } from './collections/Photos'
import { Posts } from './collections/Posts'
import { Reviews } from './collections/Reviews'
import { Subscribers } from './collections/Subscribers'
import { TicketOrders } from './collections/TicketOrders'
import { Tickets } from './collections/Tickets'
import { TicketTransfers } from './collections/TicketTransfers'
import { DoorStaff } from './collections/DoorStaff'
import { TicketTypes } from './collections/TicketTypes'
import { ConsentRecords } from './collections/ConsentRecords'
import { ContractAcceptances } from './collections/ContractAcceptances'
import { DataExports } from './collections/DataExports'
import { DataRequests } from './collections/DataRequests'
import { Users } from './collections/Users'
import { Venues } from './collections/Venues'
import { cmsTranslations } from './src/components/cms/cmsTranslations'
import { attachPoolErrorHandler } from './src/server/platform'
import { loggerConfig, observePool } from './src/server/platform'
import { requireDatabaseUrl } from './src/server/platform'
import { resolvePayloadSecret } from './src/server/platform'
import { productionSiteOrigin } from './src/server/platform'
import { csvExportPlugin } from './plugins/csvExport'
import { s3StoragePlugin } from './plugins/s3Storage'
import { emailAdapter } from './src/server/outreach'
import { jobsConfig } from './src/server/app'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  secret: resolvePayloadSecret(),
  // The spec owns /admin and /api; Payload's own panel and REST/GraphQL API live beside them.
  routes: { admin: '/cms', api: '/cms-api' },
  // The panel's cookie is only honoured from the site's own origin in production.
  csrf: [productionSiteOrigin()].filter((origin): origin is string => Boolean(origin)),
  // No request may populate relationships deeper than the site and the panel ever need.
  maxDepth: 3,
  admin: {
    user: Users.slug,
    // date-fns, in the panel's language: "1 Aralık 2026 21:07", "1 December 2026 21:07".
    dateFormat: 'd MMMM yyyy HH:mm',
    meta: { titleSuffix: ' · Sahne CMS' },
    importMap: { baseDir: dirname },
    components: {
      // Where an editor starts: write, moderate, answer, export.
      beforeDashboard: ['/src/components/cms/DashboardGuide#DashboardGuide'],
    },
  },
  collections: [
    Posts,
    Comments,
    Gigs,
    Artists,
    Venues,
    Follows,
    Applications,
    Bookings,
    Payments,
    CheckoutAttempts,
    PaymentOperations,
    LedgerEntries,
    CommissionStatements,
    PayoutDetails,
    Reviews,
    ApplicationMessages,
    Notifications,
    Goings,
    TicketTypes,
    TicketOrders,
    Tickets,
    TicketTransfers,
    DoorStaff,
    NoticeMarks,
    CityRequests,
    CalendarFeeds,
    AvailabilityBlocks,
    ExternalCalendars,
    Subscribers,
    ConsentRecords,
    ContractAcceptances,
    DataRequests,
    DataExports,
    ContactMessages,
    Media,
    Photos,
    Users,
  ],
  localization: {
    locales: [
      { code: 'tr', label: 'Türkçe' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'tr',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { tr, en },
    fallbackLanguage: 'tr',
    translations: cmsTranslations,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: requireDatabaseUrl() },
    // Schema changes only ever come from the committed migrations.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  plugins: [csvExportPlugin, s3StoragePlugin()],
  email: emailAdapter(),
  jobs: jobsConfig,
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload regenerates the types in a process of its own at every start outside production:
    // kept for `next dev` (NODE_ENV=development), off for the tests and scripts (NODE_ENV test or
    // unset), where each test worker, worker process and script started one (about 20 s of CPU
    // each) and nothing read what it wrote. `npm run generate:types` writes them on purpose.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  onInit: async (payload) => {
    attachPoolErrorHandler(payload)
    observePool(payload)
  },
  logger: loggerConfig(),
  telemetry: false,
})

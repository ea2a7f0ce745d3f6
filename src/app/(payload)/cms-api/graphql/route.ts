import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/app/api/_http/cms/guardCmsApi'

// GraphQL reaches every collection: admins only, like the REST API beside it.
export const POST = guardCmsApi(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)

import { uploadFileRoute } from '@/app/api/_http/uploadFileRoute'

/** GET|HEAD /api/media/{filename}: an uploaded file or one of its sizes; 404 for any other name. */
const route = uploadFileRoute('media')

export const GET = route.GET
export const HEAD = route.HEAD
export const POST = route.notAllowed
export const PUT = route.notAllowed
export const PATCH = route.notAllowed
export const DELETE = route.notAllowed

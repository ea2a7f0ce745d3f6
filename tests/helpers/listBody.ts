import { expect } from 'vitest'

/** A post in a public list answer (the spec's summary fields). */
export type ListItem = Record<string, unknown> & { _id: number; title: string }

/** The spec's shape of a public list answer. */
export type ListBody = {
  success: boolean
  message: string
  data: ListItem[]
  pagination: { page: number; limit: number; total: number; pages: number }
}

/** A list answer's body, checked to be JSON. */
export async function readList(response: Response): Promise<ListBody> {
  expect(response.headers.get('content-type')).toContain('application/json')
  return (await response.json()) as ListBody
}

/** The ids of a list answer's posts, in order. */
export const listIds = (body: ListBody) => body.data.map((item) => item._id)

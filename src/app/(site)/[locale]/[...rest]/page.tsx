import { notFound } from 'next/navigation'

/** Any path no page matches renders the localized not-found page. */
export default function CatchAllPage() {
  notFound()
}

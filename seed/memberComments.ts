import type { Payload } from 'payload'

const MEMBER_EMAIL = 'artist@example.com'
const POST_SLUG = 'building-a-home-studio-on-a-budget'

/**
 * One approved comment by the seeded artist, so the demo member is a trusted commenter (a new
 * account's first comment waits for review; later ones appear at once). Kept when it exists.
 */
export async function seedMemberComment(payload: Payload): Promise<number> {
  const [member, post] = await Promise.all([
    payload.find({ collection: 'users', where: { email: { equals: MEMBER_EMAIL } }, limit: 1 }),
    payload.find({ collection: 'posts', where: { slug: { equals: POST_SLUG } }, limit: 1 }),
  ])
  const author = member.docs[0]
  const target = post.docs[0]
  if (!author || !target) return 0
  const existing = await payload.count({
    collection: 'comments',
    where: { author: { equals: author.id } },
  })
  if (existing.totalDocs > 0) return 0
  // Posted as the member (a comment needs an author or a visitor's name), approved by the seed.
  await payload.create({
    collection: 'comments',
    user: author,
    data: {
      post: target.id,
      text: 'Oda akustiği konusunda çok haklısınız; ilk paneller bizim provaları da değiştirdi.',
      status: 'approved',
    },
  })
  return 1
}

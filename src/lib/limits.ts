/*
 * How long a field may be (characters) or how many of a thing there may be: one number each, read
 * by the zod schemas that check requests, the collections that store the fields, and the forms.
 */

/** An email address (RFC 5321's longest path). */
export const EMAIL_MAX = 254

/** A person's or a profile's name, a commenter's or a contact's name. */
export const NAME_MAX = 120

/**
 * The highest fee anywhere on the site, in kuruş (ten million lira): a gig's fee or range, a
 * proposed fee, the terms' agreed fee, a press kit's range. Far above any one evening's fee; below
 * it every amount stays a 32-bit integer.
 */
export const FEE_MAX = 1_000_000_000

/** A gig as venues post it. */
export const GIG_LIMITS = {
  title: 200,
  shortDescription: 300,
  description: 10_000,
  venue: 150,
  slots: 50,
  genres: 15,
  ticketUrl: 500,
} as const

/** An artist or venue profile. */
export const PROFILE_LIMITS = {
  name: NAME_MAX,
  text: 5000,
  address: 300,
  capacity: 100_000,
  genres: 15,
  link: 500,
} as const

/** An application's message, an answer, a thread message, a booking's cancel reason. */
export const MESSAGE_MAX = 2000

/** A comment under a post. */
export const COMMENT_LIMITS = { text: 5000, authorName: NAME_MAX } as const

/** A message from the contact form. */
export const CONTACT_LIMITS = { name: NAME_MAX, message: 5000 } as const

/** A blog post as the admin screens write it. */
export const POST_LIMITS = { title: 200, slug: 200, summary: 1000, imageUrl: 2000 } as const

/** The words searched for in the blog; longer input is cut. */
export const BLOG_SEARCH_MAX = 200

/** A booking's terms: the set's length, and how far from the gig's start its times may lie. */
export const TERMS_LIMITS = {
  setLengthMin: 10,
  setLengthMax: 600,
  fee: FEE_MAX,
  hoursBeforeStart: 24,
  hoursAfterStart: 12,
} as const

/** An artist's press kit: media embeds, gallery photos, set length, the rider's input list. */
export const PRESS_KIT_LIMITS = {
  media: 4,
  gallery: 6,
  setLengthMin: 10,
  setLengthMax: 240,
  feeMax: FEE_MAX,
  riderInputs: 48,
  riderText: 200,
  riderChannelMax: 128,
  mediaUrl: 500,
} as const

/** A review after a gig: its text, the scores, how long the parties have to write it. */
export const REVIEW_LIMITS = {
  textMin: 20,
  textMax: 2000,
  scoreMin: 1,
  scoreMax: 5,
  windowDays: 14,
  /** Below this many reviews a profile shows no averages. */
  ratedFrom: 3,
  pageSize: 10,
} as const

/** Every uploaded picture (profile photo, gallery, stage plot, gig picture): its size and types. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** An artist's calendar: a block's private note, the blocks one save may hold, the range one read spans. */
export const AVAILABILITY_LIMITS = { note: 200, blocks: 200, rangeDays: 400 } as const

import enAdmin from '../../messages/en/admin.json'
import enApi from '../../messages/en/api.json'
import enAuth from '../../messages/en/auth.json'
import enBlog from '../../messages/en/blog.json'
import enCommon from '../../messages/en/common.json'
import enContact from '../../messages/en/contact.json'
import enEmail from '../../messages/en/email.json'
import enGigs from '../../messages/en/gigs.json'
import enHome from '../../messages/en/home.json'
import enNewsletter from '../../messages/en/newsletter.json'
import enPasswordReset from '../../messages/en/passwordReset.json'
import enPrivacy from '../../messages/en/privacy.json'
import enStory from '../../messages/en/story.json'
import trAdmin from '../../messages/tr/admin.json'
import trApi from '../../messages/tr/api.json'
import trAuth from '../../messages/tr/auth.json'
import trBlog from '../../messages/tr/blog.json'
import trCommon from '../../messages/tr/common.json'
import trContact from '../../messages/tr/contact.json'
import trEmail from '../../messages/tr/email.json'
import trGigs from '../../messages/tr/gigs.json'
import trHome from '../../messages/tr/home.json'
import trNewsletter from '../../messages/tr/newsletter.json'
import trPasswordReset from '../../messages/tr/passwordReset.json'
import trPrivacy from '../../messages/tr/privacy.json'
import trStory from '../../messages/tr/story.json'
import type { Locale } from './routing'

/** One catalogue file per feature and language, so a feature's strings live beside each other. */
const en = {
  ...enCommon,
  ...enHome,
  ...enStory,
  ...enPrivacy,
  ...enContact,
  ...enAuth,
  ...enGigs,
  ...enBlog,
  ...enAdmin,
  ...enApi,
  ...enEmail,
  ...enNewsletter,
  ...enPasswordReset,
}

export type Messages = typeof en

// `satisfies` makes a key missing from the Turkish catalogue a type error.
const tr = {
  ...trCommon,
  ...trHome,
  ...trStory,
  ...trPrivacy,
  ...trContact,
  ...trAuth,
  ...trGigs,
  ...trBlog,
  ...trAdmin,
  ...trApi,
  ...trEmail,
  ...trNewsletter,
  ...trPasswordReset,
} satisfies Messages

export const messages: Record<Locale, Messages> = { tr, en }

import enAdmin from '../../messages/en/admin.json'
import enApi from '../../messages/en/api.json'
import enAuth from '../../messages/en/auth.json'
import enAuthApi from '../../messages/en/authApi.json'
import enBlog from '../../messages/en/blog.json'
import enBlogAdminApi from '../../messages/en/blogAdminApi.json'
import enCommon from '../../messages/en/common.json'
import enContact from '../../messages/en/contact.json'
import enEmail from '../../messages/en/email.json'
import enGigForm from '../../messages/en/gigForm.json'
import enGigs from '../../messages/en/gigs.json'
import enHardeningApi from '../../messages/en/hardeningApi.json'
import enHome from '../../messages/en/home.json'
import enMarket from '../../messages/en/market.json'
import enMarket2 from '../../messages/en/market2.json'
import enNewsletter from '../../messages/en/newsletter.json'
import enPasswordReset from '../../messages/en/passwordReset.json'
import enPrivacy from '../../messages/en/privacy.json'
import enProfiles from '../../messages/en/profiles.json'
import enSettings from '../../messages/en/settings.json'
import enShows from '../../messages/en/shows.json'
import enTickets from '../../messages/en/tickets.json'
import enTicketSales from '../../messages/en/ticketSales.json'
import enStory from '../../messages/en/story.json'
import enTerms from '../../messages/en/terms.json'
import enBlogApi from '../../messages/en/blogApi.json'
import enCommentsApi from '../../messages/en/commentsApi.json'
import enContactApi from '../../messages/en/contactApi.json'
import enNewsletterApi from '../../messages/en/newsletterApi.json'
import enPressKitApi from '../../messages/en/pressKitApi.json'
import enReviewsApi from '../../messages/en/reviewsApi.json'
import enPressKit from '../../messages/en/pressKit.json'
import enReviews from '../../messages/en/reviews.json'
import enDeletion from '../../messages/en/deletion.json'
import enPayments from '../../messages/en/payments.json'
import enAvailability from '../../messages/en/availability.json'
import enLegal from '../../messages/en/legal.json'
import enMyData from '../../messages/en/myData.json'
import enContract from '../../messages/en/contract.json'
import enTicketsFan from '../../messages/en/ticketsFan.json'
import enTicketTransfer from '../../messages/en/ticketTransfer.json'
import enTicketRefunds from '../../messages/en/ticketRefunds.json'
import enDoor from '../../messages/en/door.json'
import trAdmin from '../../messages/tr/admin.json'
import trApi from '../../messages/tr/api.json'
import trAuth from '../../messages/tr/auth.json'
import trAuthApi from '../../messages/tr/authApi.json'
import trBlog from '../../messages/tr/blog.json'
import trBlogAdminApi from '../../messages/tr/blogAdminApi.json'
import trCommon from '../../messages/tr/common.json'
import trContact from '../../messages/tr/contact.json'
import trEmail from '../../messages/tr/email.json'
import trGigForm from '../../messages/tr/gigForm.json'
import trGigs from '../../messages/tr/gigs.json'
import trHardeningApi from '../../messages/tr/hardeningApi.json'
import trHome from '../../messages/tr/home.json'
import trMarket from '../../messages/tr/market.json'
import trMarket2 from '../../messages/tr/market2.json'
import trNewsletter from '../../messages/tr/newsletter.json'
import trPasswordReset from '../../messages/tr/passwordReset.json'
import trPrivacy from '../../messages/tr/privacy.json'
import trProfiles from '../../messages/tr/profiles.json'
import trSettings from '../../messages/tr/settings.json'
import trShows from '../../messages/tr/shows.json'
import trTickets from '../../messages/tr/tickets.json'
import trTicketSales from '../../messages/tr/ticketSales.json'
import trStory from '../../messages/tr/story.json'
import trTerms from '../../messages/tr/terms.json'
import trBlogApi from '../../messages/tr/blogApi.json'
import trCommentsApi from '../../messages/tr/commentsApi.json'
import trContactApi from '../../messages/tr/contactApi.json'
import trNewsletterApi from '../../messages/tr/newsletterApi.json'
import trPressKitApi from '../../messages/tr/pressKitApi.json'
import trReviewsApi from '../../messages/tr/reviewsApi.json'
import trPressKit from '../../messages/tr/pressKit.json'
import trReviews from '../../messages/tr/reviews.json'
import trDeletion from '../../messages/tr/deletion.json'
import trPayments from '../../messages/tr/payments.json'
import trAvailability from '../../messages/tr/availability.json'
import trLegal from '../../messages/tr/legal.json'
import trMyData from '../../messages/tr/myData.json'
import trContract from '../../messages/tr/contract.json'
import trTicketsFan from '../../messages/tr/ticketsFan.json'
import trTicketTransfer from '../../messages/tr/ticketTransfer.json'
import trTicketRefunds from '../../messages/tr/ticketRefunds.json'
import trDoor from '../../messages/tr/door.json'
import type { Locale } from './locales'

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
  ...enMarket,
  ...enAuthApi,
  ...enBlogAdminApi,
  ...enEmail,
  ...enGigForm,
  ...enHardeningApi,
  ...enMarket2,
  ...enNewsletter,
  ...enPasswordReset,
  ...enProfiles,
  ...enSettings,
  ...enBlogApi,
  ...enCommentsApi,
  ...enContactApi,
  ...enNewsletterApi,
  ...enTerms,
  ...enPressKitApi,
  ...enReviewsApi,
  ...enPressKit,
  ...enReviews,
  ...enShows,
  ...enTickets,
  ...enTicketSales,
  ...enDeletion,
  ...enPayments,
  ...enAvailability,
  ...enLegal,
  ...enMyData,
  ...enContract,
  ...enTicketsFan,
  ...enTicketTransfer,
  ...enTicketRefunds,
  ...enDoor,
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
  ...trMarket,
  ...trAuthApi,
  ...trBlogAdminApi,
  ...trEmail,
  ...trGigForm,
  ...trHardeningApi,
  ...trMarket2,
  ...trNewsletter,
  ...trPasswordReset,
  ...trProfiles,
  ...trSettings,
  ...trBlogApi,
  ...trCommentsApi,
  ...trContactApi,
  ...trNewsletterApi,
  ...trTerms,
  ...trPressKitApi,
  ...trReviewsApi,
  ...trPressKit,
  ...trReviews,
  ...trShows,
  ...trTickets,
  ...trTicketSales,
  ...trDeletion,
  ...trPayments,
  ...trAvailability,
  ...trLegal,
  ...trMyData,
  ...trContract,
  ...trTicketsFan,
  ...trTicketTransfer,
  ...trTicketRefunds,
  ...trDoor,
} satisfies Messages

export const messages: Record<Locale, Messages> = { tr, en }

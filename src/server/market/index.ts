import 'server-only'

/*
 * The market: gigs posted by venues, artists' applications and venues' invitations, the bookings
 * they become, the thread between the two parties, in-app notifications and calendar feeds, and
 * the directories' paging. Its writes go through these commands only (the collections are closed
 * to direct writes); each answers data, null for "not found", or a typed Failure.
 */

// Reads
export { findPublicGig, listPublicGigs } from './gigs/publicGigReads'
export { findGigForPage, listGigsForPage } from './gigs/gigsForPage'
export { findGig } from './gigs/findGig'
export { listGigs } from './gigs/listGigs'
export { listMyGigs } from './gigs/listMyGigs'
export { findApplication } from './applications/findApplication'
export { findMyApplicationForGig } from './applications/findMyApplicationForGig'
export { listGigApplications, listMyApplications } from './applications/listApplications'
export { listMyGigsWithCounts } from './applications/listMyGigsWithCounts'
export { listThread } from './applications/thread'
export { listMyBookings } from './bookings/listMyBookings'
export { listMyAvailability } from './availability/listMyAvailability'
export type { MyAvailability } from './availability/listMyAvailability'
export { findMyCalendar } from './availability/calendar/myCalendar'
export { findBooking, findBookingDoc } from './bookings/findBooking'
export { bookingConfirmationPdf } from './bookings/terms/bookingConfirmationPdf'
export { listFollowedArtistsGigs } from './bookings/listFollowedArtistsGigs'
export { listNotifications } from './notifications/listNotifications'
export { bookingsCalendar } from './calendar/bookingsCalendar'
export { gigCalendar } from './gigs/gigCalendar'
export {
  findPublicGoingCount,
  findPublicShow,
  listPublicShows,
  listShowsForPage,
} from './shows/publicShowReads'
export { listShows } from './shows/listShows'
export { parseShowListQuery } from './shows/parseShowListQuery'
export { findGoingState } from './shows/markGoing'
export { findShowVenue, type ShowVenue } from './shows/showIds'
export { listMyGoing } from './shows/listMyGoing'
export { listCityRequests } from './shows/cityRequests'
export { artistDraw } from './shows/artistDraw'

// Commands
export { createGig } from './gigs/createGig'
export { cancelGig, updateGig } from './gigs/updateGig'
export { findOwnGig } from './gigs/findOwnGig'
export { setGigPicture } from './gigs/setGigPicture'
export { applyToGig } from './applications/applyToGig'
export { inviteArtist } from './applications/inviteArtist'
export { answerApplication } from './applications/answerApplication'
export { postThreadMessage } from './applications/thread'
export { cancelBooking } from './bookings/cancelBooking'
export { lockBookingRows } from './bookings/lockBookingRows'
export { cancelBookingWithin } from './bookings/cancelInTransaction'
export { proposeTerms } from './bookings/terms/proposeTerms'
export { confirmTerms } from './bookings/terms/confirmTerms'
export { requestTermsChange } from './bookings/terms/requestTermsChange'
export { sweepMarketStates } from './applications/expirePending'
export { markNotificationsRead } from './notifications/markNotificationsRead'
export { calendarSecret, regenerateCalendarSecret } from './calendar/calendarFeed'
export { markGoing } from './shows/markGoing'
export { replaceMyAvailability } from './availability/replaceMyAvailability'
export { saveMyCalendar, removeMyCalendar } from './availability/calendar/myCalendar'
export { requestCity, cityRequestSchema } from './shows/cityRequests'
export { remindShows } from './shows/remindShows'
export { notifyShowCancelled } from './shows/notifyShowCancelled'
export { sendOnce } from './shows/sendOnce'
export { sendDigestBatch, sendWeeklyDigest } from './shows/sendWeeklyDigest'
export { stopDigest } from './shows/stopDigest'
export { turnDigestOff } from './shows/turnDigestOff'

// Inputs
export { gigInputSchema, gigUpdateSchema } from './gigs/gigInputSchema'
export {
  answerSchema,
  applySchema,
  cancelBookingSchema,
  inviteSchema,
  threadMessageSchema,
} from './applications/schemas'
export { confirmTermsSchema, termsChangeSchema } from './bookings/terms/termsInputSchema'
export {
  availabilityRangeSchema,
  availabilityReplaceSchema,
} from './availability/availabilitySchema'
export { calendarAddressSchema } from './availability/calendar/calendarAddress'

// Reviews after a gig
export { findBookingReviews } from './reviews/bookingReviews'
export { submitReview } from './reviews/submitReview'
export { replyToReview } from './reviews/replyToReview'
export { reportReview } from './reviews/reportReview'
export { revealDueReviews } from './reviews/revealDueReviews'
export { listProfileReviews } from './reviews/profileReviews'
export { reviewSchema, replySchema } from './reviews/reviewSchemas'

// Read by other contexts
export { expirePendingForGig } from './applications/expirePending'
export { parseGigListQuery } from './gigs/parseGigListQuery'
export { GIG_SELECT, toPublicGig } from './gigs/toPublicGig'
export type { PublicGig } from './gigs/toPublicGig'
export type { ApplicationSummary } from './applications/toApplicationSummary'
export type { BookingSummary } from './bookings/toBookingSummary'
export type { AgreedFee } from './bookings/agreedFee'
export type { ArtistCard } from './applications/toArtistCard'
export type { ArtistDraw } from './shows/artistDraw'
export type { FollowedGig } from './bookings/listFollowedArtistsGigs'
export type { GigWithCounts } from './applications/listMyGigsWithCounts'
export type { NotificationItem, NotificationTarget } from './notifications/listNotifications'
export { artistResponseStats, venueResponseStats } from './applications/responseStats'
export type { ResponseStats } from './applications/responseStats'
export type { ThreadMessage } from './applications/thread'
export { listBookedShows, type Show } from './bookings/listBookedShows'
export type { BookingReviews } from './reviews/bookingReviews'
export type { ReviewView } from './reviews/toReview'
export type { ReviewPage } from './reviews/listReviews'
export { ratingOf } from './reviews/ratingOf'
export type { Rating } from './reviews/ratingOf'
export type { CityRequestCount } from './shows/cityRequests'
export type { PublicShow } from './shows/toPublicShow'
export type { LineupArtist } from './shows/lineup'
export type { ShowDetail, ShowArtist } from './shows/findShow'
export type { GigDetail } from './gigs/findGig'
export { describeParties } from './applications/describeParties'
export { idOf, senderOf } from './applications/parties'
export { notify } from './notifications/notify'
export { showNames } from './shows/remindShows'
export type { NotificationInput } from './notifications/notificationInput'
export { queueNotices } from './notifications/queueNotices'
export { reopenFilledGig } from './bookings/reopenFilledGig'
export { notifyFollowers } from './notifications/notifyFollowers'
export { listGigRefs } from './gigs/listGigRefs'
export { listBusyDays } from './availability/listBusyDays'

// The worker's tasks
export { importCalendar, listCalendarIds } from './availability/calendar/importCalendar'

import 'server-only'

/*
 * People: accounts and their sessions (password, Google, reset links), settings, the artist and
 * venue profiles with their photos, and fans following artists. Commands answer data, null for
 * "not found", or a typed Failure.
 */

// Reads
export { findPublicArtist, listPublicArtists } from './artists/publicArtistReads'
export { findArtist } from './artists/findArtist'
export { listArtists } from './artists/listArtists'
export { findPublicVenue, listPublicVenues } from './venues/publicVenueReads'
export { findVenue } from './venues/findVenue'
export { listVenues } from './venues/listVenues'
export { listUpcomingVenueGigs } from './venues/listUpcomingVenueGigs'
export { findOwnProfile } from './profile/findOwnProfile'
export { listFollowing } from './follows/listFollowing'

// Commands
export { logIn } from './auth/logIn'
export { logoutUser } from './auth/logoutUser'
export { registerUser } from './auth/registerUser'
export { signInWithGoogle } from './auth/signInWithGoogle'
export { issueSessionToken } from './auth/issueSessionToken'
export { requestPasswordReset } from './auth/passwordReset/requestPasswordReset'
export { resetPassword } from './auth/passwordReset/resetPassword'
export { updateSettings } from './account/updateSettings'
export { settingsOf, wantsEmail } from './account/emailEvents'
export { saveOwnProfile } from './profile/saveOwnProfile'
export { uploadProfilePhoto } from './photos/uploadProfilePhoto'
export { followArtist, unfollowArtist } from './follows/followArtist'

// Inputs
export { googleSchema, loginSchema, registerSchema } from './auth/schemas'
export {
  forgotPasswordSchema,
  resetPasswordSchema,
} from './auth/passwordReset/passwordResetSchemas'
export { settingsSchema } from './account/settingsSchema'
export { profileSchema } from './profile/profileSchema'

// Press kit
export { addGalleryPhoto, removeGalleryPhoto } from './presskit/addGalleryPhoto'
export { findArtistRider } from './presskit/findArtistRider'

import 'server-only'

/*
 * People: accounts and their sessions (password, Google, reset links), settings, the artist and
 * venue profiles with their photos, and fans following artists. Commands answer data, null for
 * "not found", or a typed Failure.
 */

// Reads
export { listFollowing } from './follows/listFollowing'

// Commands
export { logIn } from './auth/logIn'
export { logoutUser } from './auth/logoutUser'
export { registerUser } from './auth/registerUser'
export { signInWithGoogle } from './auth/signInWithGoogle'

export { requestPasswordReset } from './auth/passwordReset/requestPasswordReset'
export { resetPassword } from './auth/passwordReset/resetPassword'
export { updateSettings } from './account/updateSettings'
export { settingsOf, wantsEmail } from './account/emailEvents'
export { followArtist, unfollowArtist } from './follows/followArtist'

// Inputs
export { googleSchema, loginSchema, registerSchema } from './auth/schemas'
export {
  forgotPasswordSchema,
  resetPasswordSchema,
} from './auth/passwordReset/passwordResetSchemas'
export { settingsSchema } from './account/settingsSchema'

// Press kit

// Read by other contexts
export { recountFollowers } from './follows/recountFollowers'
export { countFailedLogin, forgetFailedLogins, loginRefusal } from './auth/loginThrottle'
export { spendUnknownAccountWork } from './auth/spendUnknownAccountWork'
export { MAX_PHOTO_BYTES, createPhoto, preparePhoto } from './photos/preparePhoto'
export type { Session } from './auth/toSession'
export type { LoginInput } from './auth/schemas'
export { noProfileForRole, profileCollection } from './profile/profileCollection'
export { toArtistListItem, ARTIST_LIST_SELECT } from './profile/toPublicArtist'
export type { ArtistListItem } from './profile/toPublicArtist'
export { mailResetLink } from './auth/passwordReset/mailResetLink'
export { PHOTO_POPULATE, photoUrl } from './photos/photoUrl'
export { presentLinks } from './profile/presentLinks'
export type { PresentLinks } from './profile/presentLinks'
export { deletePhoto } from './photos/deletePhoto'
export { localizedText } from './profile/localizedText'

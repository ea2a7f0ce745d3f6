import { EMAIL_TAKEN_MESSAGE } from '../auth/registerUser'
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_ROLE_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../auth/schemas'
import { GOOGLE_ACCOUNT_CONFLICT, GOOGLE_NOT_CONFIGURED } from '../auth/signInWithGoogle'
import { GOOGLE_LOGIN_FAILED } from '../auth/verifyGoogleIdToken'

/**
 * Turkish for the API's English error messages (auth, contact, newsletter, request handling), so
 * the Turkish pages show the server's word in Turkish. Comments have their own catalogue.
 */
export const TURKISH_MESSAGES: Record<string, string> = {
  [EMAIL_TAKEN_MESSAGE]: 'Bu e-posta ile kayıtlı bir hesap zaten var.',
  [REQUIRED_FIELDS_MESSAGE]: 'Lütfen tüm zorunlu alanları doldurun.',
  [PASSWORD_RULE_MESSAGE]:
    'Şifre en az 8 karakter uzunluğunda olmalı ve en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
  [INVALID_EMAIL_MESSAGE]: 'Lütfen geçerli bir e-posta adresi girin.',
  [INVALID_ROLE_MESSAGE]: "Rol 'artist', 'organizer' ya da 'fan' olmalıdır.",
  'Please enter your email and password.': 'Lütfen e-posta adresinizi ve şifrenizi girin.',
  'Full name must be at most 120 characters.': 'Ad soyad en fazla 120 karakter olabilir.',
  'Google token is required.': 'Google belirteci gereklidir.',
  [GOOGLE_NOT_CONFIGURED]: 'Google ile giriş yapılandırılmamış.',
  [GOOGLE_ACCOUNT_CONFLICT]: 'Bu e-posta başka bir Google hesabına bağlı.',
  [GOOGLE_LOGIN_FAILED]: 'Google ile giriş başarısız oldu.',
  'Name is required.': 'İsim gereklidir.',
  'Email is required.': 'E-posta gereklidir.',
  'Invalid email address.': 'Geçersiz e-posta adresi.',
  'Message is required.': 'Mesaj gereklidir.',
  'Name must be at most 120 characters.': 'İsim en fazla 120 karakter olabilir.',
  'Message must be at most 5000 characters.': 'Mesaj en fazla 5000 karakter olabilir.',
  'Authentication required.': 'Kimlik doğrulaması gerekli.',
  'You do not have permission to perform this action.': 'Bu işlem için yetkiniz yok.',
  'Request body is too large.': 'İstek gövdesi çok büyük.',
  'Malformed JSON body.': 'İstek gövdesi geçerli bir JSON değil.',
  'Invalid request body.': 'Geçersiz istek gövdesi.',
  'An unexpected error occurred.': 'Beklenmeyen bir hata oluştu.',
}

/** The message in the answer's language; messages without a translation stay as they are. */
export const localizeMessage = (message: string, locale: 'en' | 'tr') =>
  locale === 'tr' ? (TURKISH_MESSAGES[message] ?? message) : message

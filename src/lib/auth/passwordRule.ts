/**
 * Section 5's password rule, shared by the register form (checked before sending) and the API's
 * schema: at least 8 letters and digits, with a lowercase letter, an uppercase letter and a digit.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/

/** Longer passwords are refused before hashing (hashing megabytes is a denial of service). */
export const MAX_PASSWORD_LENGTH = 128

export const isStrongPassword = (password: string) => PASSWORD_PATTERN.test(password)

/** The shortest comment accepted (SPEC section 9): the form, the API's schema and the collection. */
export const COMMENT_MIN_LENGTH = 3

/** Small decorative line icons for the audience cards: a note for musicians, a stage for venues. */
export function AudienceIcon({ kind }: { kind: 'musician' | 'venue' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'musician' ? (
        <>
          <path d="M9 18V5l12-2v13" />
          <circle cx="6" cy="18" r="3" />
          <circle cx="18" cy="16" r="3" />
        </>
      ) : (
        <>
          <path d="M3 21h18M5 21V10l7-6 7 6v11" />
          <path d="M9 21v-5h6v5" />
          <path d="M12 8v2" />
        </>
      )}
    </svg>
  )
}

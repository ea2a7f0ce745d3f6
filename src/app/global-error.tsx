'use client'

/** The root layout itself failed: no translations are available here, so the spec's Turkish text. */
export default function GlobalError() {
  return (
    <html lang="tr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Bir hata oluştu.</h1>
        <p>An error occurred.</p>
      </body>
    </html>
  )
}

/**
 * A PDF of one user's records (tickets with their codes) as a download: never kept by a shared
 * cache.
 */
export const pdfAnswer = (document: { pdf: Buffer; filename: string }) =>
  new Response(document.pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })

/** The hosts a press kit may embed, and the address of each one's player frame. */
export const MEDIA_PROVIDERS = ['youtube', 'spotify', 'soundcloud'] as const
type MediaProvider = (typeof MEDIA_PROVIDERS)[number]

export type MediaEmbed = { provider: MediaProvider; url: string; embedUrl: string }

/** The origins the site's CSP lets frames come from (frame-src), one per provider. */
export const MEDIA_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
] as const

const YOUTUBE_ID = /^[\w-]{11}$/
const SPOTIFY_KINDS = new Set(['track', 'album', 'playlist', 'artist', 'episode', 'show'])

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m|music)\./, '')
  if (host === 'youtu.be') return url.pathname.slice(1)
  if (host !== 'youtube.com') return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const [, kind, id] = url.pathname.split('/')
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null
}

function spotifyPath(url: URL): string | null {
  if (url.hostname !== 'open.spotify.com') return null
  const parts = url.pathname.split('/').filter(Boolean)
  const [kind, id] = parts[0]?.startsWith('intl-') ? parts.slice(1) : parts
  return kind && SPOTIFY_KINDS.has(kind) && id && /^[A-Za-z0-9]{10,40}$/.test(id)
    ? `${kind}/${id}`
    : null
}

const isSoundcloud = (url: URL) =>
  (url.hostname === 'soundcloud.com' || url.hostname === 'www.soundcloud.com') &&
  url.pathname.split('/').filter(Boolean).length >= 1

/** A YouTube, Spotify or SoundCloud address as an embed; null for any other host or a malformed one. */
export function toMediaEmbed(address: string): MediaEmbed | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const clean = `https://${url.hostname}${url.pathname}${url.search}`
  const video = youtubeId(url)
  if (video !== null)
    return YOUTUBE_ID.test(video)
      ? {
          provider: 'youtube',
          url: clean,
          embedUrl: `https://www.youtube-nocookie.com/embed/${video}`,
        }
      : null
  const spotify = spotifyPath(url)
  if (spotify)
    return {
      provider: 'spotify',
      url: clean,
      embedUrl: `https://open.spotify.com/embed/${spotify}`,
    }
  if (isSoundcloud(url)) {
    const track = `https://soundcloud.com${url.pathname}`
    return {
      provider: 'soundcloud',
      url: track,
      embedUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`,
    }
  }
  return null
}

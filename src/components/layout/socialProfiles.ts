/** The four social profiles of the footer and the Organization JSON-LD (video, photo, text, short video). */
export const SOCIAL_PROFILES = [
  { key: 'socialYoutube', url: 'https://www.youtube.com/@sahnemusic', icon: 'youtube' },
  { key: 'socialInstagram', url: 'https://www.instagram.com/sahnemusic', icon: 'instagram' },
  { key: 'socialX', url: 'https://x.com/sahnemusic', icon: 'x' },
  { key: 'socialTiktok', url: 'https://www.tiktok.com/@sahnemusic', icon: 'tiktok' },
] as const

export type SocialIcon = (typeof SOCIAL_PROFILES)[number]['icon']

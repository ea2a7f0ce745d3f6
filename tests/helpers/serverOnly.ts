// `server-only` throws outside a React Server bundle; vitest runs server modules as plain Node.
export {}

import path from 'node:path'

/** A devDependency's command from this checkout's node_modules, never fetched at run time. */
export const binPath = (name: string) => path.resolve('node_modules', '.bin', name)

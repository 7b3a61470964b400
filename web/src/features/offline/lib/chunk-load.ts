/**
 * The offline rules of loading the app's code: what counts as a chunk that could not be loaded
 * (the offline page's cue), and the timeout that turns a load that hangs into one.
 */

/** How long a chunk may take before it counts as not loaded. */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * What a failed chunk says: a dynamic import that could not fetch its module in Chromium
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading dynamically imported
 * module") and Safari ("Importing a module script failed"), the bundler's preload of a chunk's
 * stylesheet ("Unable to preload CSS for …"), and a chunk that timed out ("Loading chunk {n}
 * failed", chunkLoadTimeout below).
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk .+ failed/i

/** Whether `error` says a chunk of the app's code could not be loaded (offline, or the network failed it). */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_LOAD_FAILURE.test(message)
}

/** The failure of a chunk that did not load in time; `chunk` names it (a page's name). */
export function chunkLoadTimeout(chunk: string): Error {
  const error = new Error(`Loading chunk ${chunk} failed`)
  error.name = 'ChunkLoadError'
  return error
}

/** A route's page as the route loader knows it (app/routes.tsx). */
export interface PageChunk<T> {
  page: () => Promise<T>
  /** The page module's source path, `src/app/routes/product.tsx`. */
  module?: string
  path: string
}

/** The name a page's chunk goes by in its failure: its module's (`product`), or its path's. */
export function chunkName({ module, path }: Pick<PageChunk<unknown>, 'module' | 'path'>): string {
  return module?.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '') ?? path
}

/**
 * Loads a page's chunk, failing with "Loading chunk {n} failed" when it has not loaded within
 * `timeout` ms: a load the network leaves hanging then shows the offline page instead of a
 * spinner forever. The timer stops as soon as the load settles.
 */
export function loadPageChunk<T>(chunk: PageChunk<T>, timeout = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const loading = chunk.page()
    const timer = setTimeout(() => reject(chunkLoadTimeout(chunkName(chunk))), timeout)
    void loading.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

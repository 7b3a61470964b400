import { appRoutes } from './routes'

/** The page modules on disk, by their source path (src/app/routes/home.tsx). */
const onDisk = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./routes/*.tsx')).map(([path, load]) => [path.replace('./', 'src/app/'), load]),
)

describe('the route table', () => {
  it("names each page's own module, which the server preloads from the client build's manifest", async () => {
    for (const route of appRoutes) {
      const load = onDisk[route.module ?? '']
      expect(load, `${route.path}: ${route.module} is a page module`).toBeDefined()
      // One after the other: two imports of one module in flight at once may load it twice.
      const page = await route.page()
      const named = await load!()
      expect(page.default, `${route.path} loads ${route.module}`).toBe(named.default)
    }
  })
})

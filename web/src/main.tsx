import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'
import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app/app'
import { StandaloneErrorPage } from '@/app/layout/route-errors'
import { messagesQueryOptions } from '@/i18n/messages'
import { loadAppConfig } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { readStoredLocale, resolveSiteLocale } from '@/lib/site-locale'

async function boot(container: HTMLElement) {
  const root = createRoot(container)
  try {
    const config = await loadAppConfig()
    const queryClient = createQueryClient()
    const { pathname, search } = window.location
    const { locale } = resolveSiteLocale(pathname, search, config, readStoredLocale())
    // Start loading the catalogue while the first page's code loads.
    void queryClient.prefetchQuery(messagesQueryOptions(locale.id))
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App config={config} queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    )
  } catch (error) {
    console.error(error)
    root.render(<StandaloneErrorPage error={error} />)
  }
}

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
void boot(container)

/**
 * /delete-account: the content page `delete-account` (a page of regions, features/content),
 * rendered by the server with its title and description, and below it the account deletion
 * request (features/account-deletion): signed out, a link to sign in that comes back here;
 * signed in, the request itself. The session is the visitor's: filled in after hydration, never
 * in the server's HTML. A page that is missing or failed to load leaves a plain heading above
 * the request, which still works.
 */
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useLocation } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { PageSpinner } from '@/components/ui/spinner'
import { DeleteAccountForm } from '@/features/account-deletion/components/delete-account-form'
import { DELETE_ACCOUNT_PAGE_ID } from '@/features/account-deletion/lib/delete-account-page'
import { usePage } from '@/features/content/api/get-page'
import { headsItself, PageRegions } from '@/features/content/components/page-regions'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import '@/styles/later.css'

const messages = defineMessages<{ documentTitle: { pageName: string; brandName: string }; title: NoMessageValues }>({
  documentTitle: {
    id: 'deleteAccount.documentTitle',
    defaultMessage: '{pageName} | {brandName}',
    description: 'Document title of /delete-account; {pageName} is the page name, {brandName} e.g. Northwind Lease',
  },
  title: {
    id: 'deleteAccount.title',
    defaultMessage: 'Delete your account',
    description: "Heading of /delete-account when its content page can't be loaded",
  },
})

export default function DeleteAccountPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { status, customerId } = useAuth()
  const { pathname } = useSiteLocale()
  const { search } = useLocation()
  const page = usePage(DELETE_ACCOUNT_PAGE_ID)
  if (page === undefined) return <PageSpinner />
  const content = page !== null && !('error' in page) ? page : null
  const title = content?.pageTitle || content?.name || intl.formatMessage(messages.title)
  return (
    <div className="page-container flex flex-col gap-4 py-6 md:py-10">
      <DocumentHead
        title={intl.formatMessage(messages.documentTitle, { pageName: title, brandName: brand.name })}
        description={content?.pageDescription ?? undefined}
      />
      {content && headsItself(content.regions) ? null : (
        <h1 className="text-3xl font-bold md:text-4xl">{content?.name ?? intl.formatMessage(messages.title)}</h1>
      )}
      {content ? <PageRegions regions={content.regions} /> : null}
      <DeleteAccountForm session={status} customerId={customerId} returnTo={`${pathname}${search}`} />
    </div>
  )
}

/**
 * /catch-up-plans, /review-catch-up-plan and /submit-catch-up-plan (the Home
 * item is also active for them), in the dashboard layout, about the selected lease; the
 * portal's page module (../dashboard.tsx) loads them when one of their paths is opened. A plan
 * set up refetches the lease list and details here (the lease is Active again): features don't know each other.
 * Each step moves the focus to its title.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CatchUpPlans } from '@/features/catchup/components/catchup-plans'
import { ReviewCatchUpPlan } from '@/features/catchup/components/review-catchup-plan'
import { SubmitCatchUpPlan } from '@/features/catchup/components/submit-catchup-plan'
import { plansMessages, reviewMessages, submitMessages } from '@/features/catchup/messages'
import type { LeaseOption } from '@/features/lease/hooks/use-selected-lease'
import { isClosedStatus } from '@/features/lease/lib/lease-status'
import { useAppConfig } from '@/lib/app-config'
import { portalQueryKey, REVIEW_CATCHUP_PLAN_PATH, SUBMIT_CATCHUP_PLAN_PATH, usePortalApiParams } from '@/lib/portal'
import { DashboardLayout } from '../../layout/dashboard-layout'
import { PortalLeasePage } from '../../layout/portal-lease-page'

/** The page's frame: the layout, the title (focused when the step opens), which lease, and the page for it. */
function CatchUpFrame({
  path,
  title,
  documentTitle,
  children,
}: {
  path: string
  title: string
  documentTitle: string
  children: (lease: LeaseOption) => ReactNode
}) {
  const intl = useIntl()
  // Each step focuses its title once the title is there: the layout shows a spinner until the
  // customer is known, so on a fresh load the title comes after the page has mounted.
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null)
  useEffect(() => {
    heading?.focus()
  }, [heading, path])
  return (
    <DashboardLayout>
      <PortalLeasePage
        title={title}
        documentTitle={documentTitle}
        headingRef={setHeading}
        subtitle={(lease) => intl.formatMessage(plansMessages.forLease, { number: lease.leaseNumber })}
      >
        {children}
      </PortalLeasePage>
    </DashboardLayout>
  )
}

/** The submit step; once the plan is set up, the lease list (its status) and details are fetched again. */
function SubmitStep({ leaseGuid }: { leaseGuid: string }) {
  const queryClient = useQueryClient()
  const params = usePortalApiParams()
  const refetchLeases = useCallback(() => {
    if (params) void queryClient.invalidateQueries({ queryKey: portalQueryKey('lease', params) })
  }, [queryClient, params])
  return <SubmitCatchUpPlan leaseGuid={leaseGuid} onSubmitted={refetchLeases} />
}

/** The page of `path` (an app path without trailing slash: one of the three catch-up paths). */
export default function CatchupPages({ path }: { path: string }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const brandName = brand.name

  if (path === REVIEW_CATCHUP_PLAN_PATH) {
    return (
      <CatchUpFrame
        path={path}
        title={intl.formatMessage(reviewMessages.heading)}
        documentTitle={intl.formatMessage(reviewMessages.documentTitle, { brandName })}
      >
        {(lease) => <ReviewCatchUpPlan key={lease.guid} leaseGuid={lease.guid} />}
      </CatchUpFrame>
    )
  }
  if (path === SUBMIT_CATCHUP_PLAN_PATH) {
    return (
      <CatchUpFrame
        path={path}
        title={intl.formatMessage(submitMessages.heading)}
        documentTitle={intl.formatMessage(submitMessages.documentTitle, { brandName })}
      >
        {(lease) => <SubmitStep key={lease.guid} leaseGuid={lease.guid} />}
      </CatchUpFrame>
    )
  }
  return (
    <CatchUpFrame
      path={path}
      title={intl.formatMessage(plansMessages.heading)}
      documentTitle={intl.formatMessage(plansMessages.documentTitle, { brandName })}
    >
      {(lease) => <CatchUpPlans key={lease.guid} leaseGuid={lease.guid} closed={isClosedStatus(lease.status)} />}
    </CatchUpFrame>
  )
}

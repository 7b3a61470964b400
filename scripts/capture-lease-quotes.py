#!/usr/bin/env python3
"""Writes web/src/testing/lease-quotes.ts: the lease quotes the web tests use, as a demo server
answers them (the estimate call), and the fake of that call answering from them.

Usage: capture-lease-quotes.py BASE_URL (a running `leasefront serve --demo`), then
`npx prettier --write src/testing/lease-quotes.ts` in web/. A test that needs another quote adds
its "cents frequency [STATE]" to COMBOS."""
import json, sys, urllib.request
from pathlib import Path

COMBOS = ["54799 weekly", "92599 weekly", "109598 weekly", "164397 weekly", "120599 weekly", "241198 weekly", "48499 weekly", "27598 weekly", "125999 weekly", "49676 weekly", "54799 bi_weekly", "54799 weekly TX", "54799 bi_weekly TX", "114899 weekly"]
OUT = Path(__file__).resolve().parent.parent / "web/src/testing/lease-quotes.ts"

base = sys.argv[1].rstrip("/") + "/mobify/proxy/api/custom/preapproval/v1/organizations/f_ecom_northwind/estimate?siteId=northwind"
quotes = {}
for combo in COMBOS:
    cents, frequency, *state = combo.split()
    url = f"{base}&cashPrice={cents}&payFrequency={frequency}" + (f"&state={state[0]}" if state else "")
    quotes[combo] = json.load(urllib.request.urlopen(url))
lines=["/**",
" * Lease quotes as the demo server answers them (GET …/preapproval/v1/…/estimate: the servicing",
" * rules' figures, never worked out here), for the cash prices, pay frequencies and states the",
" * tests use, and a fake of that call answering from them (anything else: a 500 naming what was",
" * asked, so a test asking for a new one fails loudly). Test data only, written by",
" * scripts/capture-lease-quotes.py.",
" */",
"import { http, HttpResponse } from 'msw'",
"import type { LeaseQuote } from '@/api/types'",
"",
"/** By `cents frequency[ state]`. */",
"const QUOTES: Record<string, LeaseQuote> = {"]
for k,q in quotes.items():
    lines.append(f"  '{k}': {json.dumps(q)},")
lines+=["}","",
"/** The quote of a cash price the tests use (weekly and before tax unless asked otherwise). */",
"export function quoteOf(cashPriceCents: number, frequency = 'weekly', state = ''): LeaseQuote | undefined {",
"  return QUOTES[`${cashPriceCents} ${frequency}${state ? ` ${state.toUpperCase()}` : ''}`]",
"}",
"",
"/** The weekly quote before tax of a cash price the tests use (undefined for any other). */",
"export const weeklyQuote = (cashPriceCents: number): LeaseQuote | undefined => quoteOf(cashPriceCents)",
"",
"/** The estimate call, answered from the quotes above. */",
"export const estimateHandlers = [",
"  http.get('*/mobify/proxy/api/custom/preapproval/v1/organizations/:org/estimate', ({ request }) => {",
"    const query = new URL(request.url).searchParams",
"    const asked = [query.get('cashPrice'), query.get('payFrequency'), query.get('state') ?? ''].join(' ').trim()",
"    const quote = quoteOf(Number(query.get('cashPrice')), query.get('payFrequency') ?? '', query.get('state') ?? '')",
"    return quote ? HttpResponse.json(quote) : HttpResponse.json({ message: `No captured quote for ${asked}` }, { status: 500 })",
"  }),",
"]",""]
open(OUT,'w').write("\n".join(lines))

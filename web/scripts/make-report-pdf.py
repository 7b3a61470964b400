#!/usr/bin/env python3
"""Writes web/public/library/report.pdf: the report the partner page's report form opens.

The demo's report, "The State of Lease-to-Own Retail 2026 — Northwind Lease": two pages of
plausible text that says it is demo content. Only the standard library: the PDF is written by
hand (PDF 1.4, the standard Helvetica fonts in WinAnsiEncoding, one content stream per page),
so it is small and the same bytes every run. Run it again after changing the text:

    python3 web/scripts/make-report-pdf.py
"""

from __future__ import annotations

import textwrap
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "public" / "library" / "report.pdf"

TITLE = "The State of Lease-to-Own Retail 2026 \u2014 Northwind Lease"

DEMO_NOTE = (
    "Demo content. This report belongs to the Leasefront demo store. Its figures, retailers and "
    "findings are invented to show what the report download looks like; they describe no real "
    "business and no real survey."
)

# (heading, paragraphs) per section; a page break before a section whose heading starts with "\f".
SECTIONS: list[tuple[str, list[str]]] = [
    (
        "Summary",
        [
            "Shoppers who cannot or would rather not pay for furniture, appliances and electronics "
            "all at once keep looking for another way to pay. In our demo survey of 2,400 lease "
            "customers, three in five said they would have put off the purchase without a lease, "
            "and two in five chose the store because it offered one.",
            "Retailers that offer lease-to-own in store and online see larger baskets: the demo "
            "partners' average lease order was 41 percent larger than their average card order, "
            "and a quarter of lease customers came back within a year.",
        ],
    ),
    (
        "What shoppers look for",
        [
            "Clear costs come first. Shoppers want to see the total cost of a lease, the payment "
            "on each payday and the early purchase options before they apply. Pages that show a "
            "lease estimate next to the cash price were the ones lease customers trusted most.",
            "Speed matters too: most applications in the demo data were approved in under two "
            "minutes, and shoppers who were approved in the store finished their purchase the "
            "same day nine times out of ten.",
        ],
    ),
    (
        "In store and online",
        [
            "Half of the demo partners' lease customers started online and finished in a store, "
            "or the other way round. Retailers that let an approval follow the shopper from one "
            "to the other kept more of those customers than those offering leases in one place.",
        ],
    ),
    (
        "\fWhat partners told us",
        [
            "The demo partners named three reasons for adding lease-to-own: reaching shoppers "
            "their card programs turn away, moving larger items such as living-room sets and "
            "washers, and being paid in full for the merchandise up front while the customer "
            "leases it from Northwind Lease.",
            "They also asked for simple training for store teams, marketing material for the "
            "shop floor and a single place to follow applications and orders. The partner portal "
            "and the marketplace listing in this demo store are built around those requests.",
        ],
    ),
    (
        "Looking ahead",
        [
            "We expect lease-to-own to keep growing where shoppers can compare costs openly and "
            "apply on their own phone. Retailers that show the lease option early, next to the "
            "price, will be the ones their customers come back to.",
            "Interested in offering lease-to-own? Visit the partner page of this demo store and "
            "tell us about your business.",
        ],
    ),
]

PAGE_WIDTH, PAGE_HEIGHT = 612, 792  # US Letter, in points
MARGIN = 72
BODY_SIZE, HEADING_SIZE, TITLE_SIZE = 11, 14, 20
LEADING = 1.45
# Characters per line of body text: Helvetica averages about half an em per character.
BODY_CHARS = 84


def pdf_text(text: str) -> bytes:
    """A PDF string literal in WinAnsiEncoding."""
    raw = text.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def pdf_info_text(text: str) -> bytes:
    """A PDF text string outside a page (the document's title): UTF-16BE with its byte order mark."""
    return b"<FEFF%s>" % text.encode("utf-16-be").hex().upper().encode()


class Page:
    def __init__(self) -> None:
        self.ops: list[bytes] = []
        self.y = PAGE_HEIGHT - MARGIN

    def line(self, text: str, font: str, size: float, color: tuple[float, float, float] = (0.07, 0.09, 0.1)) -> None:
        self.y -= size * LEADING
        r, g, b = color
        self.ops.append(
            b"BT /%s %g Tf %.3f %.3f %.3f rg %d %.1f Td %s Tj ET"
            % (font.encode(), size, r, g, b, MARGIN, self.y, pdf_text(text))
        )

    def space(self, points: float) -> None:
        self.y -= points

    def rule(self) -> None:
        self.ops.append(b"0.043 0.431 0.31 RG 1.5 w %d %.1f m %d %.1f l S" % (MARGIN, self.y - 6, PAGE_WIDTH - MARGIN, self.y - 6))
        self.y -= 12


def paragraph(page: Page, text: str, font: str = "F1", size: float = BODY_SIZE, width: int = BODY_CHARS) -> None:
    for text_line in textwrap.wrap(text, width):
        page.line(text_line, font, size)
    page.space(size * 0.6)


def layout() -> list[Page]:
    pages = [Page()]
    page = pages[0]
    for title_line in textwrap.wrap(TITLE, 44):
        page.line(title_line, "F2", TITLE_SIZE, (0.043, 0.431, 0.31))
    page.rule()
    paragraph(page, DEMO_NOTE, "F3", 10, 92)
    for heading, paragraphs in SECTIONS:
        if heading.startswith("\f"):
            heading = heading[1:]
            page = Page()
            pages.append(page)
        page.space(6)
        page.line(heading, "F2", HEADING_SIZE)
        page.space(4)
        for text in paragraphs:
            paragraph(page, text)
    for number, each in enumerate(pages, start=1):
        footer = f"Northwind Lease demo store \u2014 demo content, not a real report \u2014 page {number} of {len(pages)}"
        each.ops.append(
            b"BT /F3 8 Tf 0.4 0.4 0.4 rg %d %d Td %s Tj ET" % (MARGIN, MARGIN // 2, pdf_text(footer))
        )
    return pages


def build() -> bytes:
    pages = layout()
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below, once the page tree's number is known
    fonts = {
        name: add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % base)
        for name, base in (("F1", b"Helvetica"), ("F2", b"Helvetica-Bold"), ("F3", b"Helvetica-Oblique"))
    }
    font_dict = b" ".join(b"/%s %d 0 R" % (name.encode(), number) for name, number in fonts.items())
    tree = add(b"")
    kids = []
    for page in pages:
        stream = b"\n".join(page.ops)
        content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Resources << /Font << %s >> >> /Contents %d 0 R >>"
                % (tree, PAGE_WIDTH, PAGE_HEIGHT, font_dict, content)
            )
        )
    objects[tree - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % tree
    info = add(
        b"<< /Title %s /Author (Northwind Lease) /Subject (Demo content) /Producer (make-report-pdf.py) "
        b"/CreationDate (D:20260101000000Z) >>" % pdf_info_text(TITLE)
    )

    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, catalog, info, xref)
    return bytes(out)


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(build())
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")

//! `leasefront report attribution`: the lease applications of a period and their approvals by
//! the campaign they came from (source, medium and name), as a table or CSV. The campaign is
//! what the shopper's tracking cookies held when they applied; an application with none of the
//! three is "direct".

use std::collections::BTreeMap;
use std::io::Write;

use crate::db::Db;

/// What the report calls an application that came with no campaign.
pub const DIRECT: &str = "direct";

/// One group of applications as the store counts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceCount {
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub applications: i64,
    pub approvals: i64,
}

/// A line of the report: a campaign (or "direct") and its figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub source: String,
    pub medium: String,
    pub campaign: String,
    pub applications: i64,
    pub approvals: i64,
}

impl Line {
    /// Approvals per application, as a percentage with one decimal ("–" for none).
    pub fn rate(&self) -> String {
        if self.applications == 0 {
            return "–".to_owned();
        }
        format!(
            "{:.1}%",
            self.approvals as f64 * 100.0 / self.applications as f64
        )
    }
}

/// The report: its lines, most applications first, and the total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub lines: Vec<Line>,
    pub total: Line,
}

/// Groups the counts by campaign: a missing part is blank, and no source, medium and name at
/// all is "direct". Lines with the most applications come first (then the most approvals,
/// then by name), so the campaigns that matter head the table.
pub fn group(counts: impl IntoIterator<Item = SourceCount>) -> Report {
    let mut groups: BTreeMap<(String, String, String), (i64, i64)> = BTreeMap::new();
    for count in counts {
        let part = |value: Option<String>| value.unwrap_or_default();
        let mut key = (part(count.source), part(count.medium), part(count.campaign));
        if key.0.is_empty() && key.1.is_empty() && key.2.is_empty() {
            key.0 = DIRECT.to_owned();
        }
        let figures = groups.entry(key).or_default();
        figures.0 += count.applications;
        figures.1 += count.approvals;
    }
    let mut lines: Vec<Line> = groups
        .into_iter()
        .map(
            |((source, medium, campaign), (applications, approvals))| Line {
                source,
                medium,
                campaign,
                applications,
                approvals,
            },
        )
        .collect();
    lines.sort_by(|a, b| {
        b.applications
            .cmp(&a.applications)
            .then(b.approvals.cmp(&a.approvals))
    });
    let total = Line {
        source: "total".to_owned(),
        medium: String::new(),
        campaign: String::new(),
        applications: lines.iter().map(|l| l.applications).sum(),
        approvals: lines.iter().map(|l| l.approvals).sum(),
    };
    Report { lines, total }
}

/// The widest a campaign's part is shown in the table; the CSV has it whole.
const CELL_CHARS: usize = 32;

fn cell(value: &str) -> String {
    if value.chars().count() <= CELL_CHARS {
        return value.to_owned();
    }
    let mut cut: String = value.chars().take(CELL_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// The report as a table for a terminal: a header, a line per campaign, a rule and the total.
pub fn table(report: &Report) -> String {
    let header = [
        "source",
        "medium",
        "campaign",
        "applications",
        "approvals",
        "approval rate",
    ]
    .map(str::to_owned);
    let row = |line: &Line| {
        [
            cell(&line.source),
            cell(&line.medium),
            cell(&line.campaign),
            line.applications.to_string(),
            line.approvals.to_string(),
            line.rate(),
        ]
    };
    let rows: Vec<[String; 6]> = report.lines.iter().map(row).collect();
    let total = row(&report.total);
    let mut widths = header.clone().map(|h| h.chars().count());
    for r in rows.iter().chain([&total]) {
        for (width, value) in widths.iter_mut().zip(r) {
            *width = (*width).max(value.chars().count());
        }
    }
    let render = |r: &[String; 6]| {
        let cells: Vec<String> = r
            .iter()
            .zip(widths)
            .enumerate()
            .map(|(at, (value, width))| {
                let pad = " ".repeat(width - value.chars().count());
                // Text reads from the left, figures line up on the right.
                if at < 3 {
                    format!("{value}{pad}")
                } else {
                    format!("{pad}{value}")
                }
            })
            .collect();
        format!("{}\n", cells.join("  ").trim_end())
    };
    let mut out = render(&header);
    for r in &rows {
        out.push_str(&render(r));
    }
    out.push_str(&format!(
        "{}\n",
        "-".repeat(widths.iter().sum::<usize>() + 2 * 5)
    ));
    out.push_str(&render(&total));
    out
}

/// The report as CSV, the total last; a campaign's part a spreadsheet would run as a formula is
/// written as text (anyone can put anything in a link).
pub fn csv(report: &Report, out: impl Write) -> anyhow::Result<()> {
    let mut csv = csv::Writer::from_writer(out);
    csv.write_record([
        "source",
        "medium",
        "campaign",
        "applications",
        "approvals",
        "approval_rate",
    ])?;
    for line in report.lines.iter().chain([&report.total]) {
        let safe = crate::leads::model::spreadsheet_safe;
        let rate = if line.applications == 0 {
            String::new()
        } else {
            format!("{:.3}", line.approvals as f64 / line.applications as f64)
        };
        csv.write_record([
            safe(&line.source),
            safe(&line.medium),
            safe(&line.campaign),
            line.applications.to_string(),
            line.approvals.to_string(),
            rate,
        ])?;
    }
    csv.flush()?;
    Ok(())
}

/// How the report is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Csv,
}

fn midnight_ms(day: time::Date) -> i64 {
    (day.midnight().assume_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// Reads the organization's applications made from `since` through `until` (whole days, UTC;
/// no end: up to now), writes the report in `format`, and answers it.
pub async fn write_report(
    db: &Db,
    organization_id: &str,
    since: time::Date,
    until: Option<time::Date>,
    format: Format,
    mut out: impl Write,
) -> anyhow::Result<Report> {
    let until_ms = until
        .and_then(time::Date::next_day)
        .map_or(i64::MAX, midnight_ms);
    let counts =
        super::store::counts_by_source(&db.pool, organization_id, midnight_ms(since), until_ms)
            .await?;
    let report = group(counts);
    match format {
        Format::Table => out.write_all(table(&report).as_bytes())?,
        Format::Csv => csv(&report, &mut out)?,
    }
    out.flush()?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(
        source: Option<&str>,
        medium: Option<&str>,
        campaign: Option<&str>,
        applications: i64,
        approvals: i64,
    ) -> SourceCount {
        SourceCount {
            source: source.map(str::to_owned),
            medium: medium.map(str::to_owned),
            campaign: campaign.map(str::to_owned),
            applications,
            approvals,
        }
    }

    fn sample() -> Report {
        group([
            count(Some("google"), Some("cpc"), Some("fall"), 3, 2),
            count(None, None, None, 5, 1),
            count(Some("newsletter"), Some("email"), None, 1, 1),
            count(None, Some("organic"), None, 2, 0),
        ])
    }

    #[test]
    fn no_campaign_is_direct_and_the_most_applications_come_first() {
        let report = sample();
        let heads: Vec<(&str, &str, &str, i64, i64)> = report
            .lines
            .iter()
            .map(|l| {
                (
                    l.source.as_str(),
                    l.medium.as_str(),
                    l.campaign.as_str(),
                    l.applications,
                    l.approvals,
                )
            })
            .collect();
        assert_eq!(
            heads,
            [
                ("direct", "", "", 5, 1),
                ("google", "cpc", "fall", 3, 2),
                ("", "organic", "", 2, 0),
                ("newsletter", "email", "", 1, 1),
            ]
        );
        assert_eq!((report.total.applications, report.total.approvals), (11, 4));
    }

    #[test]
    fn the_same_campaign_counted_twice_is_one_line() {
        let report = group([
            count(Some("google"), Some("cpc"), None, 2, 1),
            count(Some("google"), Some("cpc"), None, 1, 1),
            count(Some("google"), Some("display"), None, 1, 0),
        ]);
        assert_eq!(report.lines.len(), 2);
        assert_eq!(
            (report.lines[0].applications, report.lines[0].approvals),
            (3, 2)
        );
        assert_eq!(report.lines[0].rate(), "66.7%");
        assert_eq!(report.lines[1].rate(), "0.0%");
    }

    #[test]
    fn an_empty_period_has_a_total_of_nothing() {
        let report = group([]);
        assert!(report.lines.is_empty());
        assert_eq!(report.total.rate(), "–");
        let text = table(&report);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].starts_with("source"), "{text}");
        assert_eq!(
            lines[2].split_whitespace().collect::<Vec<_>>(),
            ["total", "0", "0", "–"]
        );
    }

    #[test]
    fn the_table_lines_up_and_cuts_long_names() {
        let long = "spring-sale-with-a-very-long-campaign-name-2026";
        let report = group([
            count(Some("google"), Some("cpc"), Some(long), 3, 2),
            count(None, None, None, 1, 0),
        ]);
        let text = table(&report);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5, "{text}");
        assert!(lines[0].starts_with("source  medium  campaign"), "{text}");
        assert!(
            lines[1].starts_with("google  cpc     spring-sale-with-a-very-long-ca…"),
            "{text}"
        );
        assert!(lines[1].ends_with("66.7%"), "{text}");
        assert!(lines[2].starts_with("direct"), "{text}");
        assert!(lines[4].starts_with("total") && lines[4].ends_with("50.0%"));
        // The figures' columns end where their heading ends.
        let end = lines[0].find("approvals").unwrap() + "approvals".len();
        assert_eq!(lines[1].chars().nth(end - 1), Some('2'), "{text}");
    }

    #[test]
    fn the_csv_has_every_line_then_the_total_and_no_formula() {
        let report = group([
            count(Some("=cmd|' /C calc'!A0"), Some("cpc"), None, 4, 1),
            count(None, None, None, 1, 1),
        ]);
        let mut out = Vec::new();
        csv(&report, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text,
            "source,medium,campaign,applications,approvals,approval_rate\n\
             '=cmd|' /C calc'!A0,cpc,,4,1,0.250\n\
             direct,,,1,1,1.000\n\
             total,,,5,2,0.400\n"
        );
    }
}

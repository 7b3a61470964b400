//! `leasefront report`: reports read from the database, written to standard output.

use anyhow::Context;
use clap::Subcommand;

use super::attribution::{write_report, Format};
use crate::db::{DatabaseArg, Db};

#[derive(Subcommand)]
pub enum ReportCommand {
    /// Lease applications, approvals and the approval rate by the campaign the shopper came
    /// from (utm_source / utm_medium / utm_campaign; "direct" with none), for the days from
    /// --since through --until (UTC).
    Attribution {
        /// The first day (YYYY-MM-DD).
        #[arg(long, value_parser = crate::clock::parse_day)]
        since: time::Date,
        /// The last day, included (YYYY-MM-DD); up to now when absent.
        #[arg(long, value_parser = crate::clock::parse_day)]
        until: Option<time::Date>,
        /// A table to read, or CSV for a spreadsheet.
        #[arg(long, value_enum, default_value_t = Format::Table)]
        format: Format,
        #[command(flatten)]
        database: DatabaseArg,
    },
}

impl ReportCommand {
    /// Runs the command: the report to standard output, the period and its total to standard
    /// error (so a CSV piped to a file holds the report only).
    pub async fn run(self) -> anyhow::Result<()> {
        let ReportCommand::Attribution {
            since,
            until,
            format,
            database,
        } = self;
        if let Some(until) = until.filter(|until| *until < since) {
            anyhow::bail!("--until {until} is before --since {since}");
        }
        let db = Db::connect(&database.database_url).await?;
        let organization = crate::sites::operations::first_organization(&db.pool)
            .await?
            .context("the database holds no organization")?;
        let report = write_report(
            &db,
            &organization.id,
            since,
            until,
            format,
            std::io::stdout().lock(),
        )
        .await?;
        let through = until.map_or("now".to_owned(), |day| day.to_string());
        eprintln!(
            "{} applications from {since} through {through}",
            report.total.applications
        );
        Ok(())
    }
}

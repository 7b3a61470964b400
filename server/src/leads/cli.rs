//! `leasefront leads`: the leads export, to a file or standard output.

use std::path::PathBuf;

use anyhow::Context;
use clap::Subcommand;

use crate::db::{DatabaseArg, Db};

#[derive(Subcommand)]
pub enum LeadsCommand {
    /// Write every lead made on or after a day (UTC) as CSV, oldest first.
    Export {
        /// The first day (YYYY-MM-DD).
        #[arg(long, value_parser = crate::clock::parse_day)]
        since: time::Date,
        /// The CSV file to write; standard output when absent.
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        database: DatabaseArg,
    },
}

impl LeadsCommand {
    /// Runs the command; the count goes to standard error, the CSV where asked.
    pub async fn run(self) -> anyhow::Result<()> {
        let LeadsCommand::Export {
            since,
            out,
            database,
        } = self;
        let db = Db::connect(&database.database_url).await?;
        let organization = crate::sites::operations::first_organization(&db.pool)
            .await?
            .context("the database holds no organization")?;
        let write = |out: Box<dyn std::io::Write>| {
            super::export::write_csv(&db, &organization.id, &organization.short_name, since, out)
        };
        let written = match &out {
            Some(path) => {
                let file = std::fs::File::create(path)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                write(Box::new(std::io::BufWriter::new(file))).await?
            }
            None => write(Box::new(std::io::stdout())).await?,
        };
        eprintln!("{written} leads since {since}");
        Ok(())
    }
}

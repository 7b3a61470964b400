//! `leasefront content`: import page files, print their schema.

use std::path::PathBuf;

use clap::Subcommand;

use crate::db::{DatabaseArg, Db};

#[derive(Subcommand)]
pub enum ContentCommand {
    /// Check every page file of a folder and publish them (pages without a file are removed);
    /// a bad file is named with the field that broke a rule, and nothing changes.
    Import {
        /// The folder of page files ({id}.{locale}.json).
        #[arg(long, default_value = "content/pages")]
        dir: PathBuf,
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Check every page file of a folder without publishing anything (for authors and CI).
    Check {
        #[arg(long, default_value = "content/pages")]
        dir: PathBuf,
        /// The locales the sites have.
        #[arg(long, value_delimiter = ',', default_value = "en-US,es-US")]
        locales: Vec<String>,
    },
    /// Print the JSON Schema page files follow (content/schema/page.schema.json).
    Schema,
}

impl ContentCommand {
    pub async fn run(self) -> anyhow::Result<()> {
        match self {
            ContentCommand::Schema => {
                let schema = super::page::json_schema();
                println!("{}", serde_json::to_string_pretty(&schema)?);
            }
            ContentCommand::Check { dir, locales } => {
                let files = super::import::read_folder(&dir)?;
                super::import::check_files(&files, &locales)
                    .map_err(|bad| anyhow::anyhow!("{bad}"))?;
                println!("{} page files checked", files.len());
            }
            ContentCommand::Import { dir, database } => {
                let db = Db::connect(&database.database_url).await?;
                let files = super::import::read_folder(&dir)?;
                let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
                let imported = super::import::import(&db, &files, now_ms).await?;
                println!(
                    "{} page files checked; {} pages written, {} removed",
                    imported.pages, imported.written, imported.removed
                );
            }
        }
        Ok(())
    }
}

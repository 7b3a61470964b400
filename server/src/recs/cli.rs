//! `leasefront recs evaluate`: the offline evaluation of product-to-product against the
//! popularity baseline, over generated visits; exits non-zero when the recommender does not
//! beat the baseline.

use clap::Subcommand;

use crate::db::Db;

#[derive(Subcommand)]
pub enum RecsCommand {
    /// Generate shopper visits over the demo catalog, train on four in five, and report the hit
    /// rate at 10 of product-to-product on the rest against the most popular products.
    Evaluate {
        /// How many visits to generate.
        #[arg(long, default_value_t = 5_000)]
        sessions: usize,
        /// The generator's seed.
        #[arg(long, default_value_t = 7)]
        seed: u64,
        /// A database holding the catalog (sqlite://PATH or postgres://...); default: a new
        /// SQLite file with the demo data, removed afterwards.
        #[arg(long)]
        database_url: Option<String>,
    },
}

impl RecsCommand {
    /// The database the evaluation reads: the one given, or a new SQLite file in a scratch
    /// folder (returned, for the caller to remove). The caller loads the demo data into it
    /// when it holds none.
    pub fn database(&self) -> anyhow::Result<(String, Option<std::path::PathBuf>)> {
        let RecsCommand::Evaluate { database_url, .. } = self;
        if let Some(url) = database_url {
            return Ok((url.clone(), None));
        }
        let scratch = std::env::temp_dir().join(format!(
            "leasefront-recs-evaluate-{}",
            uuid::Uuid::new_v4().simple()
        ));
        std::fs::create_dir_all(&scratch)?;
        Ok((
            format!("sqlite://{}/evaluate.db", scratch.display()),
            Some(scratch),
        ))
    }

    /// Evaluates over the catalog of the database at `url` and prints the hit rates.
    pub async fn run(self, url: &str) -> anyhow::Result<()> {
        let RecsCommand::Evaluate { sessions, seed, .. } = self;
        let evaluation = evaluate(url, sessions, seed).await?;
        println!(
            "recs evaluation: {} visits trained on, {} held out; hit rate @{}: \
             product-to-product {:.1}%, popularity baseline {:.1}%",
            evaluation.trained_on,
            evaluation.held_out,
            super::demo::TOP,
            evaluation.recommender_hit_rate * 100.0,
            evaluation.popularity_hit_rate * 100.0
        );
        anyhow::ensure!(
            evaluation.recommender_hit_rate > evaluation.popularity_hit_rate,
            "product-to-product does not beat the popularity baseline"
        );
        Ok(())
    }
}

async fn evaluate(
    url: &str,
    sessions: usize,
    seed: u64,
) -> anyhow::Result<super::demo::Evaluation> {
    let db = Db::connect(url).await?;
    let catalog = super::demo::catalog_index(&db).await?;
    db.close().await;
    let visits = super::demo::generate_visits(&catalog, sessions, seed);
    Ok(super::demo::evaluate(&catalog, &visits))
}

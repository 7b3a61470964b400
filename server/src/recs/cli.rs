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
    pub async fn run(self) -> anyhow::Result<()> {
        let RecsCommand::Evaluate {
            sessions,
            seed,
            database_url,
        } = self;
        let scratch = std::env::temp_dir().join(format!(
            "leasefront-recs-evaluate-{}",
            uuid::Uuid::new_v4().simple()
        ));
        let url = match database_url {
            Some(url) => url,
            None => {
                std::fs::create_dir_all(&scratch)?;
                format!("sqlite://{}/evaluate.db", scratch.display())
            }
        };
        let result = evaluate(&url, sessions, seed).await;
        std::fs::remove_dir_all(&scratch).ok();
        let evaluation = result?;
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
    let set = crate::demo::DataSet::parse(crate::demo::DEMO_DATA)?;
    if crate::sites::store::organization_count(&db.pool).await? == 0 {
        crate::demo::load(&db, &set, 0).await?;
    }
    let catalog = super::demo::catalog_index(&db).await?;
    db.close().await;
    let visits = super::demo::generate_visits(&catalog, sessions, seed);
    Ok(super::demo::evaluate(&catalog, &visits))
}

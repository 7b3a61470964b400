//! The `leasefront` command line: reads the arguments and hands them to `startup` (serve),
//! `jobs` (the servicing run) or the demo data tools.

use anyhow::Context;
use clap::Parser;
use std::sync::Arc;

use leasefront::outbox::smtp::SmtpMailer;
use leasefront::startup::{self, Settings};

#[cfg(feature = "jemalloc")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;
use tracing_subscriber::EnvFilter;

mod args;
use args::*;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Openapi => {
            let json = serde_json::to_string_pretty(&leasefront::app::openapi_document())?;
            println!("{json}");
            Ok(())
        }
        Command::Serve(args) => serve(*args).await,
        Command::Demo(DemoCommand::Catalog { products, database }) => {
            let db = leasefront::db::Db::connect(&database.database_url).await?;
            let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA)?;
            let started = std::time::Instant::now();
            let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
            let rows =
                leasefront::demo::load_generated_catalog(&db, &set, products, now_ms).await?;
            println!(
                "catalog: {rows} product rows (variants included) after {:.1} s",
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Command::Demo(DemoCommand::Leases {
            count,
            database,
            password,
        }) => {
            let db = leasefront::db::Db::connect(&database.database_url).await?;
            let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA)?;
            let started = std::time::Instant::now();
            let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
            let total = leasefront::demo::load_generated_leases(&db, &set, count, now_ms).await?;
            if let Some(password) = password {
                let customers =
                    leasefront::demo::let_generated_customers_sign_in(&db, &password).await?;
                println!("{customers} generated customers sign in with the password given");
            }
            println!(
                "leases: {total} in the database after {:.1} s",
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Command::Demo(DemoCommand::Activity { sessions, database }) => {
            let db = leasefront::db::Db::connect(&database.database_url).await?;
            let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA)?;
            let started = std::time::Instant::now();
            let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
            leasefront::demo::load_if_empty(&db, &set, now_ms).await?;
            let kept = leasefront::recs::demo::load_demo_activity(&db, sessions, now_ms).await?;
            println!(
                "activity: {kept} activities of {sessions} visits added in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Command::Bench(BenchCommand::Render {
            urls,
            web_dir,
            database_url,
            warmup,
            renders,
            out,
            render_budget_ms,
        }) => {
            let database_url =
                database_url.unwrap_or_else(|| format!("sqlite://{}/bench.db", out.display()));
            let mut settings = Settings::new(&database_url, "http://127.0.0.1:8080");
            settings.demo = true;
            settings.web_dir = web_dir;
            settings.render_budget = std::time::Duration::from_millis(render_budget_ms.max(1));
            bench_render(settings, &urls, warmup, renders, &out).await
        }
        Command::Servicing(ServicingCommand::Run {
            as_of,
            database,
            workers,
            batch,
        }) => servicing_run(&database.database_url, as_of, workers, batch).await,
        Command::Content(command) => command.run().await,
        Command::Leads(command) => command.run().await,
        Command::Report(command) => command.run().await,
        Command::Recs(command) => {
            let (url, scratch) = command.database()?;
            let result = async {
                let db = leasefront::db::Db::connect(&url).await?;
                let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA)?;
                if leasefront::sites::operations::organization_count(&db.pool).await? == 0 {
                    leasefront::demo::load(&db, &set, 0).await?;
                }
                db.close().await;
                command.run(&url).await
            }
            .await;
            if let Some(folder) = scratch {
                std::fs::remove_dir_all(folder).ok();
            }
            result
        }
        Command::Servicing(ServicingCommand::Rules {
            organization,
            file,
            database,
        }) => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            let rules: servicing::ServicingRules = serde_json::from_str(&text)
                .with_context(|| format!("{} is not servicing rules", file.display()))?;
            rules.validate()?;
            let db = leasefront::db::Db::connect(&database.database_url).await?;
            let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
            let mut tx = db.begin_write().await?;
            let marked = leasefront::lease::operations::replace_rules(
                &mut tx,
                &organization,
                &rules,
                now_ms,
            )
            .await?;
            tx.commit().await?;
            println!(
                "servicing rules of {organization} replaced; {marked} open leases due at the next run"
            );
            Ok(())
        }
    }
}

/// The nightly run with a progress bar on standard error and a summary on standard output.
async fn servicing_run(
    database_url: &str,
    as_of: time::Date,
    workers: usize,
    batch: usize,
) -> anyhow::Result<()> {
    use leasefront::jobs::nightly;
    let db = leasefront::db::Db::connect(database_url).await?;
    let open = nightly::open_leases(&db).await?;
    let total = nightly::remaining(&db, as_of).await?;
    let bar =
        indicatif::ProgressBar::new(total).with_style(indicatif::ProgressStyle::with_template(
            "{elapsed_precise} [{wide_bar}] {pos}/{len} leases ({per_sec}, {eta} left)",
        )?);
    let started = std::time::Instant::now();
    let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
    let progress = {
        let bar = bar.clone();
        Arc::new(move |n: u64| bar.inc(n))
    };
    let summary = nightly::run(&db, as_of, workers, batch, now_ms, progress).await?;
    bar.finish_and_clear();
    // Then the day's autopay charges (and any an earlier run left unanswered), through the
    // built-in sandbox processor, whose ledger is in this database.
    let gateway = Arc::new(leasefront::payment_gateway::Sandbox::new(db.clone()));
    let autopay = leasefront::jobs::autopay::charge_pending(&db, gateway, workers, now_ms)
        .await
        .map_err(|e| anyhow::anyhow!("autopay: {e}"))?;
    let seconds = started.elapsed().as_secs_f64();
    let done = summary.serviced + summary.failed;
    println!(
        "servicing run for {as_of}: {open} open leases, {total} due that day; \
         {done} serviced in {seconds:.1} s ({:.0} leases/s)",
        done as f64 / seconds.max(0.001)
    );
    println!(
        "  changed {}, late fees {}, notices {}, refused {}",
        summary.changed, summary.late_fees, summary.notices, summary.failed
    );
    println!(
        "  autopay: {} recorded; {} settled, {} declined, {} failed, {} unanswered (retried next run)",
        summary.autopay, autopay.settled, autopay.declined, autopay.failed, autopay.unanswered
    );
    for (status, n) in &summary.status_changes {
        println!("  now {status}: {n}");
    }
    if let Some(peak) = peak_memory_kib() {
        println!("  peak memory {:.1} MiB", peak as f64 / 1024.0);
    }
    Ok(())
}

/// `leasefront bench render`: one line of figures per page.
async fn bench_render(
    settings: Settings,
    urls: &[String],
    warmup: usize,
    renders: usize,
    out: &std::path::Path,
) -> anyhow::Result<()> {
    let state = startup::build_state(settings).await?;
    let renderer = state
        .web
        .renderer()
        .context("no server bundle in the web folder: build the web app first (make web)")?;
    let shell = state.web.render_shell();
    let pages =
        leasefront::ssr::bench::measure(&state, renderer, shell, urls, warmup, renders, out)
            .await?;
    for page in &pages {
        println!(
            "{:<40} render p50 {:>6.1} ms  p90 {:>6.1} ms  min {:>6.1} ms  whole miss p50 {:>6.1} ms  markup {:>4} kB  state {:>4} kB",
            page.url,
            page.median_ms,
            page.p90_ms,
            page.min_ms,
            page.miss_median_ms,
            page.html_bytes / 1000,
            page.state_bytes / 1000
        );
    }
    Ok(())
}

/// The process's peak resident memory (Linux), in KiB.
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    let subscriber = tracing_subscriber::fmt().with_env_filter(filter);
    match args.environment {
        Environment::Production => subscriber.json().init(),
        Environment::Development => subscriber.init(),
    }
    let public_url = args
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{}", args.addr));
    let mut settings = Settings::new(&args.database.database_url, &public_url);
    settings.demo = args.demo;
    settings.web_dir = args.web_dir.clone();
    settings.development = args.environment == Environment::Development;
    settings.jwt_secret = args.jwt_secret.clone().filter(|s| !s.is_empty());
    settings.jwt_previous_secrets = args.jwt_previous_secrets.clone();
    settings.trusted_proxies = args.trusted_proxies.clone();
    settings.render_budget = std::time::Duration::from_millis(args.render_budget_ms.max(1));
    if let Some(smtp_url) = args.smtp_url.as_deref().filter(|u| !u.is_empty()) {
        settings.mail = Some(Arc::new(SmtpMailer::new(smtp_url, &args.mail_from)?));
        tracing::info!("emails go out through SMTP");
    }
    let state = startup::build_state(settings).await?;
    startup::serve(state, args.addr).await
}

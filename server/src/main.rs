//! The `leasefront` command line: reads the arguments and hands them to `startup` (serve),
//! `jobs` (the servicing run) or the demo data tools.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use std::sync::Arc;

use ipnet::IpNet;
use leasefront::outbox::smtp::SmtpMailer;
use leasefront::startup::{self, Settings};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(
    name = "leasefront",
    version,
    about = "Lease-to-own storefront, marketplace and customer portal"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate the database, load the demo data into an empty one, and serve.
    Serve(Box<ServeArgs>),
    /// Print the OpenAPI document (JSON) to standard output.
    Openapi,
    /// Demo data tools.
    #[command(subcommand)]
    Demo(DemoCommand),
    /// Lease servicing.
    #[command(subcommand)]
    Servicing(ServicingCommand),
    /// Benchmarks run inside the binary.
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Leads from the partner and report forms.
    #[command(subcommand)]
    Leads(leasefront::leads::cli::LeadsCommand),
    /// Content pages.
    #[command(subcommand)]
    Content(leasefront::content::cli::ContentCommand),
    /// Recommendations: the offline evaluation.
    #[command(subcommand)]
    Recs(leasefront::recs::cli::RecsCommand),
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Render pages with the web app's server bundle, as the server does on a page-cache miss,
    /// and print how long each render took; saves each page's render input and the figures
    /// (`pages.json`) into --out for scripts/bench-render-node.mjs.
    Render {
        /// Page URLs (path and query), e.g. /category/furniture?limit=50.
        #[arg(required = true)]
        urls: Vec<String>,
        /// Folder of the built web app.
        #[arg(long, default_value = "web/dist")]
        web_dir: PathBuf,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB (the demo data is loaded when empty);
        /// default: a new SQLite file in --out.
        #[arg(long)]
        database_url: Option<String>,
        /// Renders per page before measuring.
        #[arg(long, default_value_t = 20)]
        warmup: usize,
        /// Renders per page measured.
        #[arg(long, default_value_t = 100)]
        renders: usize,
        /// Where the inputs and figures are written.
        #[arg(long)]
        out: PathBuf,
        /// How long (milliseconds) one render may run (raise it to count a render's
        /// instructions under valgrind, which runs it some fifty times slower).
        #[arg(long, env = "LEASEFRONT_RENDER_BUDGET_MS", default_value_t = 1000)]
        render_budget_ms: u64,
    },
}

#[derive(Subcommand)]
enum ServicingCommand {
    /// The nightly run for one day: due dates, past-due amounts, late fees, status changes,
    /// notices. Idempotent (a second run for the day changes nothing) and resumable.
    Run {
        /// The day to service (YYYY-MM-DD).
        #[arg(long, value_parser = leasefront::clock::parse_day)]
        as_of: time::Date,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB.
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "sqlite://data/leasefront.db"
        )]
        database_url: String,
        /// Workers running at once (PostgreSQL; SQLite runs one).
        #[arg(long, default_value_t = 4)]
        workers: usize,
        /// Leases per transaction.
        #[arg(long, default_value_t = 500)]
        batch: usize,
    },
    /// Replace an organization's servicing rules with a JSON document (missing fields keep the
    /// defaults) and mark its open leases due, so the next run services each under them.
    Rules {
        /// The organization's id, e.g. f_ecom_northwind.
        #[arg(long)]
        organization: String,
        /// The rules (JSON file).
        #[arg(long)]
        file: PathBuf,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB.
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "sqlite://data/leasefront.db"
        )]
        database_url: String,
    },
}

#[derive(Subcommand)]
enum DemoCommand {
    /// Add a generated catalog of N products (for benchmarks) to the database, loading the
    /// demo data set first when it is empty.
    Catalog {
        /// How many products (search hits; masters get their variants besides).
        #[arg(long)]
        products: usize,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB.
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "sqlite://data/leasefront.db"
        )]
        database_url: String,
    },
    /// Add N generated leases (for benchmarks) to the database, loading the demo data set
    /// first when it is empty.
    Leases {
        /// How many leases.
        #[arg(long)]
        count: usize,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB.
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "sqlite://data/leasefront.db"
        )]
        database_url: String,
        /// Let the generated customers sign in with this password (benchmarks that pay).
        #[arg(long)]
        password: Option<String>,
    },
    /// Add N generated shopper visits (views, baskets, checkouts) to the first site's activity,
    /// loading the demo data set first when it is empty.
    Activity {
        /// How many visits.
        #[arg(long)]
        sessions: usize,
        /// sqlite://PATH or postgres://USER@HOST:PORT/DB.
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "sqlite://data/leasefront.db"
        )]
        database_url: String,
    },
}

#[derive(Parser)]
struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "LEASEFRONT_ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// sqlite://PATH (embedded, the default) or postgres://USER@HOST:PORT/DB.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://data/leasefront.db"
    )]
    database_url: String,
    /// Demo mode: load the demo data set into an empty database and show every email and
    /// text message at /dev/outbox. Never in production.
    #[arg(long, env = "LEASEFRONT_DEMO")]
    demo: bool,
    /// Folder of the built web app.
    #[arg(long, env = "LEASEFRONT_WEB_DIR", default_value = "web/dist")]
    web_dir: PathBuf,
    /// Signing key for access tokens (32+ characters); made once and kept in the database
    /// when not given, so every app server on one database shares it.
    #[arg(long, env = "LEASEFRONT_JWT_SECRET", hide_env_values = true)]
    jwt_secret: Option<String>,
    /// Keys that still verify tokens (but no longer sign) after a rotation, comma-separated.
    #[arg(
        long,
        env = "LEASEFRONT_JWT_PREVIOUS_SECRETS",
        hide_env_values = true,
        value_delimiter = ','
    )]
    jwt_previous_secrets: Vec<String>,
    /// Proxies (addresses or CIDR networks, comma-separated) whose X-Forwarded-For is
    /// believed, e.g. your load balancer's `10.0.0.0/8`. Without it the connection's address
    /// counts, whatever the headers say.
    #[arg(long, env = "LEASEFRONT_TRUSTED_PROXIES", value_delimiter = ',', value_parser = parse_proxy)]
    trusted_proxies: Vec<IpNet>,
    /// The address people reach this server at, for links in emails and SMS
    /// (default: http://ADDR).
    #[arg(long, env = "LEASEFRONT_PUBLIC_URL")]
    public_url: Option<String>,
    /// Send the outbox's emails through this SMTP server, e.g.
    /// `smtp://user:password@mail.example.com:587?tls=required`. Unset: they stay in the
    /// outbox (readable at /dev/outbox in demo mode).
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    smtp_url: Option<String>,
    /// The sender of those emails.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "Northwind Lease <no-reply@localhost>"
    )]
    mail_from: String,
    /// How long (milliseconds) one server render of a page may run; past it the page is
    /// answered with the app shell, which the browser renders itself.
    #[arg(long, env = "LEASEFRONT_RENDER_BUDGET_MS", default_value_t = 1000)]
    render_budget_ms: u64,
    /// `production` logs JSON and marks cookies Secure; `development` logs readable text.
    #[arg(long, env = "LEASEFRONT_ENV", value_enum, default_value_t = Environment::Development)]
    environment: Environment,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Environment {
    Development,
    Production,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Openapi => {
            let json = serde_json::to_string_pretty(&leasefront::app::openapi_document())?;
            println!("{json}");
            Ok(())
        }
        Command::Serve(args) => serve(*args).await,
        Command::Demo(DemoCommand::Catalog {
            products,
            database_url,
        }) => {
            let db = leasefront::db::Db::connect(&database_url).await?;
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
            database_url,
            password,
        }) => {
            let db = leasefront::db::Db::connect(&database_url).await?;
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
        Command::Demo(DemoCommand::Activity {
            sessions,
            database_url,
        }) => {
            let db = leasefront::db::Db::connect(&database_url).await?;
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
            database_url,
            workers,
            batch,
        }) => servicing_run(&database_url, as_of, workers, batch).await,
        Command::Content(command) => command.run().await,
        Command::Leads(command) => command.run().await,
        Command::Recs(command) => {
            let (url, scratch) = command.database()?;
            let result = async {
                let db = leasefront::db::Db::connect(&url).await?;
                let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA)?;
                if leasefront::sites::store::organization_count(&db.pool).await? == 0 {
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
            database_url,
        }) => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            let rules: servicing::ServicingRules = serde_json::from_str(&text)
                .with_context(|| format!("{} is not servicing rules", file.display()))?;
            rules.validate()?;
            let db = leasefront::db::Db::connect(&database_url).await?;
            let now_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
            let mut tx = db.begin_write().await?;
            let marked =
                leasefront::lease::store::replace_rules(&mut tx, &organization, &rules, now_ms)
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
    let mut settings = Settings::new(&args.database_url, &public_url);
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

/// An address (`10.0.0.7`) or a network (`10.0.0.0/8`).
fn parse_proxy(value: &str) -> Result<IpNet, String> {
    let value = value.trim();
    value
        .parse::<IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(IpNet::from))
        .map_err(|_| format!("'{value}' is not an IP address or CIDR network"))
}

//! The `leasefront` command line's arguments: the commands, their options and what each means
//! (read by `main.rs`).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use ipnet::IpNet;
use leasefront::db::DatabaseArg;

#[derive(Parser)]
#[command(
    name = "leasefront",
    version,
    about = "Lease-to-own storefront, marketplace and customer portal"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
    /// Reports: lease applications by the campaign they came from.
    #[command(subcommand)]
    Report(leasefront::preapproval::cli::ReportCommand),
}

#[derive(Subcommand)]
pub(crate) enum BenchCommand {
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
pub(crate) enum ServicingCommand {
    /// The nightly run for one day: due dates, past-due amounts, late fees, status changes,
    /// notices. Idempotent (a second run for the day changes nothing) and resumable.
    Run {
        /// The day to service (YYYY-MM-DD).
        #[arg(long, value_parser = leasefront::clock::parse_day)]
        as_of: time::Date,
        #[command(flatten)]
        database: DatabaseArg,
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
        #[command(flatten)]
        database: DatabaseArg,
    },
}

#[derive(Subcommand)]
pub(crate) enum DemoCommand {
    /// Add a generated catalog of N products (for benchmarks) to the database, loading the
    /// demo data set first when it is empty.
    Catalog {
        /// How many products (search hits; masters get their variants besides).
        #[arg(long)]
        products: usize,
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Add N generated leases (for benchmarks) to the database, loading the demo data set
    /// first when it is empty.
    Leases {
        /// How many leases.
        #[arg(long)]
        count: usize,
        #[command(flatten)]
        database: DatabaseArg,
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
        #[command(flatten)]
        database: DatabaseArg,
    },
}

#[derive(Parser)]
pub(crate) struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "LEASEFRONT_ADDR", default_value = "127.0.0.1:8080")]
    pub(crate) addr: SocketAddr,
    #[command(flatten)]
    pub(crate) database: DatabaseArg,
    /// Demo mode: load the demo data set into an empty database and show every email and
    /// text message at /dev/outbox. Never in production.
    #[arg(long, env = "LEASEFRONT_DEMO")]
    pub(crate) demo: bool,
    /// Folder of the built web app.
    #[arg(long, env = "LEASEFRONT_WEB_DIR", default_value = "web/dist")]
    pub(crate) web_dir: PathBuf,
    /// Signing key for access tokens (32+ characters); made once and kept in the database
    /// when not given, so every app server on one database shares it.
    #[arg(long, env = "LEASEFRONT_JWT_SECRET", hide_env_values = true)]
    pub(crate) jwt_secret: Option<String>,
    /// Keys that still verify tokens (but no longer sign) after a rotation, comma-separated.
    #[arg(
        long,
        env = "LEASEFRONT_JWT_PREVIOUS_SECRETS",
        hide_env_values = true,
        value_delimiter = ','
    )]
    pub(crate) jwt_previous_secrets: Vec<String>,
    /// Proxies (addresses or CIDR networks, comma-separated) whose X-Forwarded-For is
    /// believed, e.g. your load balancer's `10.0.0.0/8`. Without it the connection's address
    /// counts, whatever the headers say.
    #[arg(long, env = "LEASEFRONT_TRUSTED_PROXIES", value_delimiter = ',', value_parser = parse_proxy)]
    pub(crate) trusted_proxies: Vec<IpNet>,
    /// The address people reach this server at, for links in emails and SMS
    /// (default: http://ADDR).
    #[arg(long, env = "LEASEFRONT_PUBLIC_URL")]
    pub(crate) public_url: Option<String>,
    /// Send the outbox's emails through this SMTP server, e.g.
    /// `smtp://user:password@mail.example.com:587?tls=required`. Unset: they stay in the
    /// outbox (readable at /dev/outbox in demo mode).
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub(crate) smtp_url: Option<String>,
    /// The sender of those emails.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "Northwind Lease <no-reply@localhost>"
    )]
    pub(crate) mail_from: String,
    /// How long (milliseconds) one server render of a page may run; past it the page is
    /// answered with the app shell, which the browser renders itself.
    #[arg(long, env = "LEASEFRONT_RENDER_BUDGET_MS", default_value_t = 1000)]
    pub(crate) render_budget_ms: u64,
    /// `production` logs JSON and marks cookies Secure; `development` logs readable text.
    #[arg(long, env = "LEASEFRONT_ENV", value_enum, default_value_t = Environment::Development)]
    pub(crate) environment: Environment,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Environment {
    Development,
    Production,
}

/// An address (`10.0.0.7`) or a network (`10.0.0.0/8`).
pub(crate) fn parse_proxy(value: &str) -> Result<IpNet, String> {
    let value = value.trim();
    value
        .parse::<IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(IpNet::from))
        .map_err(|_| format!("'{value}' is not an IP address or CIDR network"))
}

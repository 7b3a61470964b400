//! A pool of QuickJS engines, each on its own thread with the web app's server bundle loaded.
//!
//! QuickJS runtimes are single-threaded, so each worker owns one and takes calls from a
//! bounded queue; a full queue answers at once (the caller serves the plain app shell rather
//! than waiting). Every call has a memory limit and a time budget; an engine that failed is
//! thrown away and rebuilt from the bundle on its next call, so one bad render cannot leave
//! state behind for the next visitor.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rquickjs::{CatchResultExt, Context, Function, Object, Promise, Runtime};

use super::model::Rendered;
use tokio::sync::oneshot;

/// The bundle's global: `globalThis.__leasefront = { plan, render }`.
const GLOBAL: &str = "__leasefront";

#[derive(Debug, Clone)]
pub struct EngineLimits {
    pub workers: usize,
    /// Calls waiting for a free engine before new ones are turned away.
    pub queue: usize,
    pub memory_bytes: usize,
    pub time_budget: Duration,
}

impl Default for EngineLimits {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Self {
            workers: cores.clamp(1, 4),
            queue: 64,
            memory_bytes: 96 * 1024 * 1024,
            time_budget: Duration::from_millis(1000),
        }
    }
}

/// Why a call gave no answer; the caller serves the app shell and logs this.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("all render engines are busy")]
    Busy,
    #[error("the server bundle failed to load: {0}")]
    Load(String),
    #[error("the render ran past its time budget of {0:?}")]
    OverBudget(Duration),
    #[error("the render failed: {0}")]
    Script(String),
    #[error("the render engine stopped")]
    Stopped,
}

/// The two functions of the bundle.
#[derive(Debug, Clone, Copy)]
pub enum Call {
    /// Synchronous: JSON in, JSON out.
    Plan,
    /// JSON in; returns a promise of the page as an object of strings (`Rendered`), read field
    /// by field: the markup and the state are not written into JSON and parsed back out.
    Render,
}

/// What a call answered.
#[derive(Debug)]
pub enum Answer {
    /// The plan's JSON text.
    Text(String),
    Page(Rendered),
}

impl Call {
    fn name(self) -> &'static str {
        match self {
            Call::Plan => "plan",
            Call::Render => "render",
        }
    }
}

struct Job {
    call: Call,
    input: String,
    reply: oneshot::Sender<Result<Answer, EngineError>>,
}

pub struct EnginePool {
    queue: SyncSender<Job>,
}

impl std::fmt::Debug for EnginePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EnginePool")
    }
}

impl EnginePool {
    /// Starts the workers. The bundle is loaded by each worker on its first call.
    pub fn start(bundle: Arc<str>, limits: EngineLimits) -> Self {
        let (queue, jobs) = mpsc::sync_channel::<Job>(limits.queue);
        let jobs = Arc::new(Mutex::new(jobs));
        for n in 0..limits.workers {
            let jobs = jobs.clone();
            let bundle = bundle.clone();
            let limits = limits.clone();
            std::thread::Builder::new()
                .name(format!("ssr-{n}"))
                // React renders recursively; QuickJS checks its own stack limit below this.
                .stack_size(16 * 1024 * 1024)
                .spawn(move || worker(&jobs, &bundle, &limits))
                .expect("spawn a render thread");
        }
        Self { queue }
    }

    pub async fn call(&self, call: Call, input: String) -> Result<Answer, EngineError> {
        let (reply, answer) = oneshot::channel();
        match self.queue.try_send(Job { call, input, reply }) {
            Ok(()) => answer.await.unwrap_or(Err(EngineError::Stopped)),
            Err(TrySendError::Full(_)) => Err(EngineError::Busy),
            Err(TrySendError::Disconnected(_)) => Err(EngineError::Stopped),
        }
    }
}

fn worker(jobs: &Mutex<Receiver<Job>>, bundle: &str, limits: &EngineLimits) {
    // Loaded before the first job, not in it: evaluating the bundle takes most of a second in a
    // debug build, which would otherwise fall on the first page each worker renders. A bundle
    // that fails to load is loaded again for each job, which then reports why.
    let mut engine: Option<Engine> = Engine::new(bundle, limits).ok();
    loop {
        // The lock is held only while waiting for the next job.
        let job = match jobs.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        if job.reply.is_closed() {
            continue;
        }
        let result = match engine.take() {
            Some(ready) => Ok(ready),
            None => Engine::new(bundle, limits),
        }
        .and_then(|ready| {
            let answer = ready.call(job.call, &job.input);
            if answer.is_ok() {
                engine = Some(ready);
            }
            answer
        });
        let _ = job.reply.send(result);
        if let Some(ready) = &engine {
            ready.after_call();
        }
    }
}

/// Calls between full garbage collections of an engine.
const GC_EVERY: u32 = 16;

/// One runtime with the bundle evaluated.
struct Engine {
    runtime: Runtime,
    context: Context,
    /// Milliseconds since `epoch` after which the interrupt handler stops the script; 0 = none.
    deadline: Arc<AtomicU64>,
    epoch: Instant,
    budget: Duration,
    calls_since_gc: std::cell::Cell<u32>,
}

impl Engine {
    fn new(bundle: &str, limits: &EngineLimits) -> Result<Self, EngineError> {
        let load = |e: rquickjs::Error| EngineError::Load(e.to_string());
        let runtime = Runtime::new().map_err(load)?;
        runtime.set_memory_limit(limits.memory_bytes);
        runtime.set_max_stack_size(8 * 1024 * 1024);
        let deadline = Arc::new(AtomicU64::new(0));
        let epoch = Instant::now();
        let watched = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            let until = watched.load(Ordering::Relaxed);
            until != 0 && epoch.elapsed().as_millis() as u64 > until
        })));
        let context = Context::full(&runtime).map_err(load)?;
        let engine = Self {
            runtime,
            context,
            deadline,
            epoch,
            budget: limits.time_budget,
            calls_since_gc: std::cell::Cell::new(0),
        };
        engine
            .context
            .with(|ctx| install_host_intl(&ctx))
            .map_err(load)?;
        // Loading the bundle gets a budget too (a bundle that loops forever must not hang).
        engine.with_budget(|| {
            engine.context.with(|ctx| {
                ctx.eval::<(), _>(bundle)
                    .catch(&ctx)
                    .map_err(|e| EngineError::Load(e.to_string()))?;
                let global: Object = ctx
                    .globals()
                    .get(GLOBAL)
                    .map_err(|_| EngineError::Load(format!("the bundle defines no {GLOBAL}")))?;
                for call in [Call::Plan, Call::Render] {
                    global.get::<_, Function>(call.name()).map_err(|_| {
                        EngineError::Load(format!("{GLOBAL}.{} is not a function", call.name()))
                    })?;
                }
                Ok(())
            })
        })?;
        Ok(engine)
    }

    fn with_budget<T>(
        &self,
        run: impl FnOnce() -> Result<T, EngineError>,
    ) -> Result<T, EngineError> {
        let start = self.epoch.elapsed();
        self.deadline.store(
            (start + self.budget).as_millis().max(1) as u64,
            Ordering::Relaxed,
        );
        let result = run();
        self.deadline.store(0, Ordering::Relaxed);
        match result {
            Err(_) if self.epoch.elapsed() > start + self.budget => {
                Err(EngineError::OverBudget(self.budget))
            }
            other => other,
        }
    }

    fn call(&self, call: Call, input: &str) -> Result<Answer, EngineError> {
        let answer = self.with_budget(|| {
            self.context.with(|ctx| {
                let script = |e: rquickjs::CaughtError| EngineError::Script(e.to_string());
                let global: Object = ctx.globals().get(GLOBAL).catch(&ctx).map_err(script)?;
                let function: Function = global.get(call.name()).catch(&ctx).map_err(script)?;
                match call {
                    Call::Plan => function
                        .call::<_, String>((input,))
                        .catch(&ctx)
                        .map(Answer::Text)
                        .map_err(script),
                    Call::Render => {
                        let promise: Promise =
                            function.call((input,)).catch(&ctx).map_err(script)?;
                        let page =
                            promise.finish::<Object>().catch(&ctx).map_err(|e| {
                                match e {
                            rquickjs::CaughtError::Error(rquickjs::Error::WouldBlock) => {
                                EngineError::Script(
                                    "the render waits for something that never comes (a timer or \
                                     a fetch): every query must be in the plan"
                                        .into(),
                                )
                            }
                            other => script(other),
                        }
                            })?;
                        rendered(&page).map(Answer::Page).map_err(|e| {
                            EngineError::Script(format!("the page is unreadable: {e}"))
                        })
                    }
                }
            })
        });
        answer
    }

    /// Runs a full garbage collection every `GC_EVERY` calls, after the caller has its answer.
    /// QuickJS frees most of a render's objects as their counts drop to zero, and collects by
    /// itself when its heap grows past a threshold; a full collection only finds the cycles
    /// left over, and took 2-4 ms of a core after every plan and render.
    fn after_call(&self) {
        let calls = self.calls_since_gc.get() + 1;
        if calls >= GC_EVERY {
            self.runtime.run_gc();
            self.calls_since_gc.set(0);
        } else {
            self.calls_since_gc.set(calls);
        }
    }
}

/// The page `render` resolved to, read field by field.
fn rendered(page: &Object<'_>) -> rquickjs::Result<Rendered> {
    Ok(Rendered {
        html: page.get("html")?,
        head: page.get::<_, Option<String>>("head")?.unwrap_or_default(),
        state: page.get::<_, Option<String>>("state")?.unwrap_or_default(),
        status: page.get("status")?,
        lang: page.get("lang")?,
        module: page.get("module")?,
        route: page.get("route")?,
        logs: page
            .get::<_, Option<Vec<String>>>("logs")?
            .unwrap_or_default(),
    })
}

/// `globalThis.__leasefrontIntl`: number formatting and plural rules from ICU4X (`super::intl`)
/// for the bundle's Intl (web/src/server/host-intl.ts), before the bundle is evaluated.
fn install_host_intl(ctx: &rquickjs::Ctx<'_>) -> rquickjs::Result<()> {
    use super::intl::{self, NumberStyle};
    let host = Object::new(ctx.clone())?;
    host.set("locales", intl::LOCALES.to_vec())?;
    host.set(
        "formatNumber",
        Function::new(
            ctx.clone(),
            |locale: String, style: String, min: i32, max: i32, grouping: bool, value: f64| {
                let style = NumberStyle::parse(&style)?;
                let digits = |n: i32| i16::try_from(n).ok();
                intl::format_number(&locale, style, digits(min)?, digits(max)?, grouping, value)
            },
        )?,
    )?;
    host.set(
        "plural",
        Function::new(ctx.clone(), |locale: String, ordinal: bool, value: f64| {
            intl::plural(&locale, ordinal, value).map(str::to_owned)
        })?,
    )?;
    ctx.globals().set("__leasefrontIntl", host)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ECHO: &str = r#"
        globalThis.__leasefront = {
          plan(input) { const { url } = JSON.parse(input); return JSON.stringify({ url, n: 1 }) },
          render(input) {
            return Promise.resolve(input).then((s) => JSON.parse(s)).then((x) => ({ html: '<h1>' + x.url + '</h1>', status: 200 }))
          },
        }
    "#;

    fn text(answer: Answer) -> String {
        match answer {
            Answer::Text(text) => text,
            Answer::Page(page) => panic!("a page where text was expected: {page:?}"),
        }
    }

    fn limits() -> EngineLimits {
        EngineLimits {
            workers: 1,
            queue: 4,
            memory_bytes: 16 * 1024 * 1024,
            time_budget: Duration::from_millis(200),
        }
    }

    #[tokio::test]
    async fn plans_and_renders_through_the_bundle() {
        let pool = EnginePool::start(ECHO.into(), limits());
        let plan = pool
            .call(Call::Plan, r#"{"url":"/es/"}"#.into())
            .await
            .unwrap();
        assert_eq!(text(plan), r#"{"url":"/es/","n":1}"#);
        let page = pool
            .call(Call::Render, r#"{"url":"/x"}"#.into())
            .await
            .unwrap();
        let Answer::Page(page) = page else {
            panic!("render answered {page:?}")
        };
        assert_eq!((page.html.as_str(), page.status), ("<h1>/x</h1>", 200));
    }

    #[tokio::test]
    async fn the_bundle_formats_numbers_through_the_host() {
        let formatting = format!(
            "{ECHO}; globalThis.__leasefront.plan = (locale) => [
                __leasefrontIntl.formatNumber(locale, 'currency-USD', 2, 2, true, 1299.5),
                __leasefrontIntl.plural(locale, false, 1),
                String(__leasefrontIntl.formatNumber('fr-FR', 'decimal', 0, 3, true, 1)),
            ].join(' ')"
        );
        let pool = EnginePool::start(formatting.into(), limits());
        let answer = pool.call(Call::Plan, "es-US".into()).await.unwrap();
        assert_eq!(text(answer), "$1,299.50 one undefined");
    }

    #[tokio::test]
    async fn a_render_past_its_budget_is_stopped_and_the_engine_recovers() {
        let looping = format!(
            "{ECHO}; globalThis.__leasefront.plan = (s) => {{ if (s === 'loop') {{ for (;;) {{}} }} return s }}"
        );
        let pool = EnginePool::start(looping.into(), limits());
        let started = Instant::now();
        let error = pool.call(Call::Plan, "loop".into()).await.unwrap_err();
        assert!(matches!(error, EngineError::OverBudget(_)), "{error}");
        assert!(started.elapsed() < Duration::from_secs(5));
        assert_eq!(
            text(pool.call(Call::Plan, "ok".into()).await.unwrap()),
            "ok"
        );
    }

    #[tokio::test]
    async fn memory_is_capped() {
        let hungry = format!(
            "{ECHO}; globalThis.__leasefront.plan = (s) => {{ const a = []; for (;;) a.push('x'.repeat(1024) + a.length) }}"
        );
        // A time budget the memory cap always comes first under (a debug build on a busy
        // machine can take longer than 200 ms to fill 16 MiB).
        let limits = EngineLimits {
            time_budget: Duration::from_secs(30),
            ..limits()
        };
        let pool = EnginePool::start(hungry.into(), limits);
        let error = pool.call(Call::Plan, "go".into()).await.unwrap_err();
        assert!(matches!(error, EngineError::Script(_)), "{error}");
    }

    #[tokio::test]
    async fn errors_and_broken_bundles_are_reported() {
        let throwing =
            format!("{ECHO}; globalThis.__leasefront.plan = () => {{ throw new Error('boom') }}");
        let pool = EnginePool::start(throwing.into(), limits());
        let error = pool.call(Call::Plan, "x".into()).await.unwrap_err();
        assert!(error.to_string().contains("boom"), "{error}");

        let pool = EnginePool::start("globalThis.nothing = 1".into(), limits());
        let error = pool.call(Call::Plan, "x".into()).await.unwrap_err();
        assert!(matches!(error, EngineError::Load(_)), "{error}");

        let waiting =
            format!("{ECHO}; globalThis.__leasefront.render = () => new Promise(() => {{}})");
        let pool = EnginePool::start(waiting.into(), limits());
        let error = pool.call(Call::Render, "x".into()).await.unwrap_err();
        assert!(error.to_string().contains("never comes"), "{error}");
    }
}

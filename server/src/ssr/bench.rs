//! `leasefront bench render`: how long the bundle's render of a page takes inside this binary,
//! timed around the engine call (input JSON parsed, React rendered, state dehydrated, answer
//! serialized, the engine's own garbage collection), and what a page-cache miss costs in all
//! (the plan, the queries answered in-process, the render and the page put together). Each
//! page's render input is saved, so
//! `scripts/bench-render-node.mjs` renders the very same bundle with the very same answers in
//! Node, the reference a server-rendered React storefront is usually measured against.

use std::path::Path;
use std::time::Instant;

use anyhow::Context;
use serde::Serialize;

use super::{page, prepare, render_prepared, Page, Renderer};
use crate::state::AppState;

/// One page's figures (milliseconds, bytes).
#[derive(Debug, Serialize)]
pub struct PageTiming {
    pub url: String,
    /// The saved render input, relative to the output folder.
    pub input: String,
    pub renders: usize,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub min_ms: f64,
    /// A whole page-cache miss: plan, queries, render, the page put together (median).
    pub miss_median_ms: f64,
    /// The markup inside `#root`.
    pub html_bytes: usize,
    /// The dehydrated query cache.
    pub state_bytes: usize,
}

/// Renders each page `warmup` times (every engine of the pool gets its first renders), then
/// `renders` times measured; writes each page's input (`NN.json`) and markup (`NN.html`), and
/// `pages.json`, into `out`.
pub async fn measure(
    state: &AppState,
    renderer: &Renderer,
    shell: &str,
    urls: &[String],
    warmup: usize,
    renders: usize,
    out: &Path,
) -> anyhow::Result<Vec<PageTiming>> {
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let mut pages = Vec::with_capacity(urls.len());
    for (n, url) in urls.iter().enumerate() {
        let prepared = prepare(state, renderer, url)
            .await?
            .map_err(|status| anyhow::anyhow!("{url} is not rendered on the server ({status})"))?;
        let input = format!("{n:02}.json");
        std::fs::write(out.join(&input), &prepared.input)?;
        let mut last = None;
        for _ in 0..warmup {
            last = Some(render_prepared(renderer, prepared.input.clone()).await?);
        }
        let mut times = Vec::with_capacity(renders);
        for _ in 0..renders.max(1) {
            let input = prepared.input.clone();
            let started = Instant::now();
            let rendered = render_prepared(renderer, input).await?;
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            last = Some(rendered);
        }
        let rendered = last.expect("at least one render");
        std::fs::write(out.join(format!("{n:02}.html")), &rendered.html)?;
        let mut misses = Vec::with_capacity(renders);
        for _ in 0..renders.max(1) {
            renderer.cache.remove(url);
            let started = Instant::now();
            let Page::Rendered(_) = page(state, renderer, shell, url).await else {
                anyhow::bail!("{url} went out as the app shell (the server's log says why)");
            };
            misses.push(started.elapsed().as_secs_f64() * 1000.0);
        }
        misses.sort_by(f64::total_cmp);
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        pages.push(PageTiming {
            url: url.clone(),
            input,
            renders: times.len(),
            median_ms: at(0.5),
            p90_ms: at(0.9),
            min_ms: times[0],
            miss_median_ms: misses[(misses.len() - 1) / 2],
            html_bytes: rendered.html.len(),
            state_bytes: rendered.state.len(),
        });
    }
    std::fs::write(out.join("pages.json"), serde_json::to_vec_pretty(&pages)?)?;
    Ok(pages)
}

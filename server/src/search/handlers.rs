//! Thin handlers: parse the SCAPI parameters, ask the index, shape the answer.

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};

use super::answers::wants_fresh;
use super::index::{value_label, Counts, Labels, SearchRequest};
use super::model::{
    limit_param, page_bounds, price_value, ProductSearchParams, ProductSearchResult, Refinement,
    RefinementValue, Refinements, SearchPhraseSuggestions, Sort, SortingOption, SuggestedCategory,
    SuggestedPhrase, SuggestedProduct, SuggestionParams, SuggestionResult, BRAND, CATEGORY, COLOR,
    PRICE, PRICE_BUCKETS, SIZE, SUGGESTION_LIMIT,
};
use super::model::{BrandSuggestions, CategorySuggestions, ProductSuggestions};
use crate::catalog::model::localized;
use crate::catalog::operations::CategoryRecord;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::OrgSite;
use crate::state::AppState;

/// The longest phrase looked at (anything longer is cut).
const MAX_PHRASE_CHARS: usize = 200;

fn pairs(raw: Option<String>) -> Vec<(String, String)> {
    form_urlencoded::parse(raw.unwrap_or_default().as_bytes())
        .into_owned()
        .collect()
}

fn param<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn phrase(text: Option<&str>) -> String {
    text.unwrap_or_default()
        .trim()
        .chars()
        .take(MAX_PHRASE_CHARS)
        .collect()
}

fn spanish(locale: &str) -> bool {
    locale.starts_with("es")
}

fn attribute_label(attribute: &str, spanish: bool) -> &'static str {
    match (attribute, spanish) {
        (CATEGORY, false) => "Category",
        (CATEGORY, true) => "Categoría",
        (PRICE, false) => "Price",
        (PRICE, true) => "Precio",
        (BRAND, false) => "Brand",
        (BRAND, true) => "Marca",
        (COLOR, false) => "Color",
        (COLOR, true) => "Color",
        (_, false) => "Size",
        (_, true) => "Tamaño",
    }
}

/// `$250 - $500`, `$2,000+`.
fn price_label(from: u64, to: Option<u64>) -> String {
    let dollars = |cents: u64| {
        let whole = (cents / 100).to_string();
        let mut out = String::new();
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        format!("${out}")
    };
    match to {
        Some(to) => format!("{} - {}", dollars(from), dollars(to)),
        None => format!("{}+", dollars(from)),
    }
}

fn refinement_counts(
    counts: &Counts,
    labels: &Labels,
    selected: &Refinements,
    locale: &str,
    fallback: &str,
) -> Vec<Refinement> {
    let es = spanish(locale);
    let mut out = Vec::new();
    // Categories: the children of the chosen one (or the departments), with their counts.
    let by_category = &counts.category;
    let parent = selected
        .category
        .clone()
        .unwrap_or_else(|| crate::catalog::seed::ROOT_CATEGORY.to_owned());
    let children: Vec<&CategoryRecord> = labels
        .categories
        .iter()
        .filter(|c| c.parent_id.as_deref() == Some(parent.as_str()))
        .collect();
    let category_values: Vec<RefinementValue> = children
        .iter()
        .filter_map(|c| {
            let hits = *by_category.get(&c.id)?;
            Some(RefinementValue {
                hit_count: hits,
                label: localized(&c.names, locale, fallback).to_owned(),
                value: c.id.clone(),
                presentation_id: None,
            })
        })
        .collect();
    out.push(Refinement {
        attribute_id: CATEGORY.to_owned(),
        label: attribute_label(CATEGORY, es).to_owned(),
        values: category_values,
    });
    // Price buckets with hits, in order.
    let price_values = PRICE_BUCKETS
        .iter()
        .zip(counts.price)
        .filter(|(_, hits)| *hits > 0)
        .map(|(bucket, hits)| RefinementValue {
            hit_count: hits,
            label: price_label(bucket.0, bucket.1),
            value: price_value(*bucket),
            presentation_id: None,
        })
        .collect();
    out.push(Refinement {
        attribute_id: PRICE.to_owned(),
        label: attribute_label(PRICE, es).to_owned(),
        values: price_values,
    });
    let brand_values = counts
        .brand
        .iter()
        .map(|(brand, hits)| RefinementValue {
            hit_count: *hits,
            label: brand.clone(),
            value: brand.clone(),
            presentation_id: None,
        })
        .collect();
    out.push(Refinement {
        attribute_id: BRAND.to_owned(),
        label: attribute_label(BRAND, es).to_owned(),
        values: brand_values,
    });
    // Colours and sizes in the catalog's order, named in the locale.
    for (attribute, hits, id) in [
        ("color", &counts.color, COLOR),
        ("size", &counts.size, SIZE),
    ] {
        let values = labels
            .values
            .get(attribute)
            .into_iter()
            .flatten()
            .filter_map(|(value, _)| {
                Some(RefinementValue {
                    hit_count: *hits.get(value)?,
                    label: value_label(labels, attribute, value, locale, fallback),
                    value: value.clone(),
                    presentation_id: Some(value.clone()),
                })
            })
            .collect();
        out.push(Refinement {
            attribute_id: id.to_owned(),
            label: attribute_label(id, es).to_owned(),
            values,
        });
    }
    out
}

/// Product search: phrase, refinements (`refine`, repeatable) with hit counts, sorting, paging.
#[utoipa::path(get, path = "/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/product-search",
    operation_id = "product_search",
    params(("organization_id" = String, Path, description = "Organization id"), ProductSearchParams),
    responses((status = 200, body = ProductSearchResult), (status = 400, body = ErrorBody)),
    tag = "search")]
pub async fn product_search(
    State(state): State<AppState>,
    context: OrgSite,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> AppResult<Response> {
    let pairs = pairs(raw);
    let query = phrase(param(&pairs, "q"));
    let refine: Vec<String> = pairs
        .iter()
        .filter(|(k, _)| k == "refine")
        .map(|(_, v)| v.clone())
        .collect();
    let refinements =
        Refinements::parse(&refine).map_err(|m| AppError::bad_parameter("refine", m))?;
    let sort =
        Sort::parse(param(&pairs, "sort")).map_err(|m| AppError::bad_parameter("sort", m))?;
    let (offset, limit) = page_bounds(param(&pairs, "offset"), param(&pairs, "limit"))
        .map_err(|(p, m)| AppError::bad_parameter(p, m))?;
    let index = state.search.index(&state.db.pool, &state.sites).await?;
    let locale = context.locale.as_str();
    let fallback = context.site.l10n.default_locale.as_str();
    // The answer is a function of these and the index (read before searching: an answer kept
    // under this generation is never older than it).
    let generation = index.generation();
    let key = format!(
        "search\u{0}{}\u{0}{}\u{0}{locale}\u{0}{fallback}\u{0}{query}\u{0}{refinements:?}\u{0}{}\u{0}{offset}\u{0}{limit}",
        context.organization.id,
        context.site.id,
        sort.id()
    );
    if !wants_fresh(&headers) {
        if let Some(answer) = state.search.answers.get(generation, &key) {
            return Ok(json(answer));
        }
    }
    let answer = index
        .search(&SearchRequest {
            query: &query,
            locale,
            refinements: &refinements,
            sort,
            offset,
            limit,
        })
        .map_err(AppError::Internal)?;
    let labels = index.labels();
    let suggested_phrases = if query.is_empty() {
        Vec::new()
    } else {
        index
            .corrected_phrase(&query, locale)
            .map(|phrase| SuggestedPhrase {
                exact_match: false,
                phrase,
            })
            .into_iter()
            .collect()
    };
    let result = ProductSearchResult {
        limit,
        offset,
        total: answer.total,
        refinements: refinement_counts(&answer.counts, &labels, &refinements, locale, fallback),
        search_phrase_suggestions: SearchPhraseSuggestions { suggested_phrases },
        selected_refinements: refinements.selected(),
        selected_sorting_option: sort.id().to_owned(),
        sorting_options: Sort::ALL
            .iter()
            .map(|s| SortingOption {
                id: s.id().to_owned(),
                label: s.label(spanish(locale)).to_owned(),
            })
            .collect(),
        query,
        hits: answer.hits,
    };
    let answer = to_json(&result)?;
    state.search.answers.put(generation, key, answer.clone());
    Ok(json(answer))
}

/// The answer as JSON, written into one buffer sized for a page of hits (growing it step by
/// step cost more than the writing), then cut to its length (answers are kept).
fn to_json(answer: &impl serde::Serialize) -> AppResult<Bytes> {
    let mut out = Vec::with_capacity(64 * 1024);
    serde_json::to_writer(&mut out, answer).map_err(anyhow::Error::from)?;
    out.shrink_to_fit();
    Ok(Bytes::from(out))
}

/// JSON already serialized, as `Json` would send it.
fn json(body: Bytes) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Whether `text`, or a word of it, starts with `typed` (lower case), whatever the case of
/// `text` (no allocation: it runs over every category and brand on each keystroke).
fn matches_start(text: &str, typed: &str) -> bool {
    let starts_here = |rest: &str| {
        let mut rest = rest.chars().flat_map(char::to_lowercase);
        typed.chars().all(|t| rest.next() == Some(t))
    };
    starts_here(text)
        || text
            .char_indices()
            .any(|(i, c)| !c.is_alphanumeric() && starts_here(&text[i + c.len_utf8()..]))
}

/// Suggestions while typing: products, categories and brands, and a corrected phrase.
#[utoipa::path(get, path = "/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/search-suggestions",
    operation_id = "get_search_suggestions",
    params(("organization_id" = String, Path, description = "Organization id"), SuggestionParams),
    responses((status = 200, body = SuggestionResult), (status = 400, body = ErrorBody)),
    tag = "search")]
pub async fn search_suggestions(
    State(state): State<AppState>,
    context: OrgSite,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> AppResult<Response> {
    let pairs = pairs(raw);
    let typed = phrase(param(&pairs, "q"));
    if typed.is_empty() {
        return Err(AppError::bad_parameter(
            "q",
            "q is required: what the shopper has typed.",
        ));
    }
    let limit = limit_param(param(&pairs, "limit"), SUGGESTION_LIMIT, SUGGESTION_LIMIT)
        .map_err(|m| AppError::bad_parameter("limit", m))?;
    let index = state.search.index(&state.db.pool, &state.sites).await?;
    let locale = context.locale.as_str();
    let fallback = context.site.l10n.default_locale.as_str();
    let generation = index.generation();
    let key = format!(
        "suggest\u{0}{}\u{0}{}\u{0}{locale}\u{0}{fallback}\u{0}{typed}\u{0}{limit}",
        context.organization.id, context.site.id
    );
    if !wants_fresh(&headers) {
        if let Some(answer) = state.search.answers.get(generation, &key) {
            return Ok(json(answer));
        }
    }
    let products: Vec<SuggestedProduct> = index
        .suggest_products(&typed, locale, limit)
        .map_err(AppError::Internal)?
        .iter()
        .filter_map(|hit| hit.suggested())
        .collect();
    let labels = index.labels();
    // The last word is still being typed: categories and brands match on any word's start.
    let last_word = typed
        .split_whitespace()
        .last()
        .unwrap_or(&typed)
        .to_lowercase();
    let categories: Vec<SuggestedCategory> = labels
        .categories
        .iter()
        .filter(|c| c.parent_id.is_some())
        .filter(|c| matches_start(localized(&c.names, locale, fallback), &last_word))
        .take(limit)
        .map(|c| SuggestedCategory {
            id: c.id.clone(),
            name: localized(&c.names, locale, fallback).to_owned(),
            parent_category_name: c
                .parent_id
                .as_deref()
                .and_then(|p| labels.category(p))
                .filter(|p| p.parent_id.is_some())
                .map(|p| localized(&p.names, locale, fallback).to_owned()),
        })
        .collect();
    let brands: Vec<String> = index
        .brands()
        .map_err(AppError::Internal)?
        .iter()
        .filter(|b| matches_start(b, &last_word))
        .take(limit)
        .cloned()
        .collect();
    let corrected = index.corrected_phrase(&typed, locale);
    let product_phrases = match corrected {
        Some(phrase) => vec![SuggestedPhrase {
            exact_match: false,
            phrase,
        }],
        None if !products.is_empty() => vec![SuggestedPhrase {
            exact_match: true,
            phrase: typed.clone(),
        }],
        None => Vec::new(),
    };
    let result = SuggestionResult {
        search_phrase: typed,
        brand_suggestions: BrandSuggestions {
            suggested_phrases: Vec::new(),
            brands,
        },
        category_suggestions: CategorySuggestions {
            suggested_phrases: Vec::new(),
            categories,
        },
        product_suggestions: ProductSuggestions {
            products,
            suggested_phrases: product_phrases,
        },
    };
    let answer = to_json(&result)?;
    state.search.answers.put(generation, key, answer.clone());
    Ok(json(answer))
}

#[cfg(test)]
mod tests {
    use super::matches_start;

    #[test]
    fn a_name_matches_what_starts_it_or_one_of_its_words_in_any_case() {
        for (text, typed) in [
            ("Ashford Home", "ash"),
            ("Ashford Home", "hom"),
            ("Linden & Co.", "co"),
            ("Linden & Co.", "linden &"),
            ("Colchones y bases", "bas"),
            ("ÑANDÚ Outdoor", "ñan"),
            ("TVs", "tv"),
        ] {
            assert!(matches_start(text, typed), "{text} / {typed}");
        }
        for (text, typed) in [
            ("Ashford Home", "shf"),
            ("Ashford Home", "homes"),
            ("Refrigerators", "fri"),
        ] {
            assert!(!matches_start(text, typed), "{text} / {typed}");
        }
    }
}

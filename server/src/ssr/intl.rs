//! Number formatting and plural rules for the render engine, from ICU4X: the same CLDR data the
//! browser's ICU formats with, compiled into this binary, so a server-rendered `$1,299.50` is the
//! browser's and hydration matches. QuickJS has no `Intl`; FormatJS's polyfill computes each
//! number with arbitrary-precision decimals in JavaScript (about 0.1 ms a price in QuickJS),
//! which made formatting a quarter of a listing's render. The server bundle
//! (web/src/server/host-intl.ts) calls these for the app's locales and the options its pages
//! use, and keeps the polyfill for everything else.

use std::collections::HashMap;

use fixed_decimal::{Decimal, FloatPrecision, SignedRoundingMode, UnsignedRoundingMode};
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::DecimalFormatter;
use icu_locale_core::Locale;
use icu_plurals::{PluralCategory, PluralRuleType, PluralRules};

/// The locales formatted here (the app's, and their languages); any other goes to the polyfill.
pub const LOCALES: [&str; 4] = ["en-US", "es-US", "en", "es"];

struct LocaleData {
    grouped: DecimalFormatter,
    ungrouped: DecimalFormatter,
    cardinal: PluralRules,
    ordinal: PluralRules,
}

thread_local! {
    /// Each render thread's formatters, made on its first number (ICU4X's are not `Sync`).
    static DATA: HashMap<&'static str, LocaleData> = load();
}

fn with_data<T>(locale: &str, f: impl FnOnce(&LocaleData) -> Option<T>) -> Option<T> {
    DATA.with(|data| data.get(locale).and_then(f))
}

fn load() -> HashMap<&'static str, LocaleData> {
    LOCALES
        .iter()
        .filter_map(|&tag| {
            let locale: Locale = tag.parse().ok()?;
            let formatter = |grouping| {
                let mut options = DecimalFormatterOptions::default();
                options.grouping_strategy = Some(grouping);
                DecimalFormatter::try_new((&locale).into(), options).ok()
            };
            let rules =
                |kind: PluralRuleType| PluralRules::try_new((&locale).into(), kind.into()).ok();
            Some((
                tag,
                LocaleData {
                    grouped: formatter(GroupingStrategy::Auto)?,
                    ungrouped: formatter(GroupingStrategy::Never)?,
                    cardinal: rules(PluralRuleType::Cardinal)?,
                    ordinal: rules(PluralRuleType::Ordinal)?,
                },
            ))
        })
        .collect()
}

/// How a number is written: `Intl.NumberFormat`'s options the host handles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberStyle {
    Decimal,
    /// US dollars, with the symbol (`$1,299.50`, `-$3.20` in both app locales).
    Dollars,
    Percent,
}

impl NumberStyle {
    pub fn parse(style: &str) -> Option<Self> {
        match style {
            "decimal" => Some(Self::Decimal),
            "currency-USD" => Some(Self::Dollars),
            "percent" => Some(Self::Percent),
            _ => None,
        }
    }
}

/// `value` written in `locale`, rounded half away from zero to at most `max_fraction` digits
/// and padded to `min_fraction` (ECMA-402 on the number's shortest decimal form, as ICU does).
/// None for what the host does not handle (another locale, NaN, ±∞, digits out of 0..=20).
pub fn format_number(
    locale: &str,
    style: NumberStyle,
    min_fraction: i16,
    max_fraction: i16,
    grouping: bool,
    value: f64,
) -> Option<String> {
    if !value.is_finite()
        || !(0..=20).contains(&min_fraction)
        || !(min_fraction..=20).contains(&max_fraction)
    {
        return None;
    }
    let mut decimal = Decimal::try_from_f64(value, FloatPrecision::RoundTrip).ok()?;
    if style == NumberStyle::Percent {
        decimal.multiply_pow10(2);
        decimal.absolute.trim_start();
    }
    decimal.round_with_mode(
        -max_fraction,
        SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand),
    );
    decimal.absolute.trim_end();
    decimal.absolute.pad_end(-min_fraction);
    let negative = decimal.sign == fixed_decimal::Sign::Negative;
    decimal.sign = fixed_decimal::Sign::None;
    let digits = with_data(locale, |data| {
        let formatter = if grouping {
            &data.grouped
        } else {
            &data.ungrouped
        };
        Some(formatter.format(&decimal).to_string())
    })?;
    let sign = if negative { "-" } else { "" };
    Some(match style {
        NumberStyle::Decimal => format!("{sign}{digits}"),
        NumberStyle::Dollars => format!("{sign}${digits}"),
        NumberStyle::Percent => format!("{sign}{digits}%"),
    })
}

/// `Intl.PluralRules(locale, { type }).select(value)` with its default digits (0 to 3
/// fraction digits). None for another locale or type, NaN or ±∞.
pub fn plural(locale: &str, ordinal: bool, value: f64) -> Option<&'static str> {
    if !value.is_finite() {
        return None;
    }
    let mut decimal = Decimal::try_from_f64(value, FloatPrecision::RoundTrip).ok()?;
    decimal.round_with_mode(
        -3,
        SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand),
    );
    decimal.absolute.trim_end();
    let category = with_data(locale, |data| {
        let rules = if ordinal {
            &data.ordinal
        } else {
            &data.cardinal
        };
        Some(rules.category_for(&decimal))
    })?;
    Some(match category {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every expected string is what Chromium's and Node's ICU write for the same call
    // (`new Intl.NumberFormat(locale, options).format(value)`).
    #[test]
    fn numbers_read_as_the_browser_writes_them() {
        for locale in ["en-US", "es-US"] {
            let dollars = |v| format_number(locale, NumberStyle::Dollars, 2, 2, true, v).unwrap();
            assert_eq!(dollars(1299.5), "$1,299.50");
            assert_eq!(dollars(-3.2), "-$3.20");
            assert_eq!(dollars(1234567.891), "$1,234,567.89");
            assert_eq!(dollars(0.0), "$0.00");
            assert_eq!(dollars(1.005), "$1.01");
            assert_eq!(dollars(2.675), "$2.68");
            assert_eq!(dollars(-0.001), "-$0.00");
            assert_eq!(dollars(1e21), "$1,000,000,000,000,000,000,000.00");
            let decimal = |v| format_number(locale, NumberStyle::Decimal, 0, 3, true, v).unwrap();
            assert_eq!(decimal(1234.0), "1,234");
            assert_eq!(decimal(12345.678), "12,345.678");
            assert_eq!(decimal(0.1 + 0.2), "0.3");
            assert_eq!(decimal(5.0), "5");
            assert_eq!(decimal(-0.0001), "-0");
            let two = |v| format_number(locale, NumberStyle::Decimal, 0, 2, true, v).unwrap();
            assert_eq!(two(123456789.125), "123,456,789.13");
            assert_eq!(two(1.045), "1.05");
            assert_eq!(two(0.125), "0.13");
            let percent = |v| format_number(locale, NumberStyle::Percent, 0, 3, true, v).unwrap();
            assert_eq!(percent(0.12345), "12.345%");
            assert_eq!(percent(0.5), "50%");
            assert_eq!(
                format_number(locale, NumberStyle::Decimal, 0, 3, false, 1234567.0).unwrap(),
                "1234567"
            );
        }
    }

    #[test]
    fn plural_categories_are_cldr_s() {
        let cardinal = |locale, v| plural(locale, false, v).unwrap();
        assert_eq!(cardinal("en-US", 1.0), "one");
        assert_eq!(cardinal("en-US", 0.0), "other");
        assert_eq!(cardinal("en-US", 1.5), "other");
        assert_eq!(cardinal("es-US", 1.0), "one");
        assert_eq!(cardinal("es-US", 2.0), "other");
        assert_eq!(cardinal("es-US", 1_000_000.0), "many");
        assert_eq!(plural("en-US", true, 2.0), Some("two"));
        assert_eq!(plural("en-US", true, 3.0), Some("few"));
        assert_eq!(plural("en-US", true, 11.0), Some("other"));
    }

    #[test]
    fn what_the_host_does_not_know_is_left_to_the_polyfill() {
        assert_eq!(
            format_number("fr-FR", NumberStyle::Decimal, 0, 3, true, 1.0),
            None
        );
        assert_eq!(
            format_number("en-US", NumberStyle::Decimal, 0, 3, true, f64::NAN),
            None
        );
        assert_eq!(
            format_number("en-US", NumberStyle::Decimal, 0, 3, true, f64::INFINITY),
            None
        );
        assert_eq!(
            format_number("en-US", NumberStyle::Decimal, 3, 1, true, 1.0),
            None
        );
        assert_eq!(NumberStyle::parse("currency-EUR"), None);
        assert_eq!(plural("de", false, 1.0), None);
    }
}

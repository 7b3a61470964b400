//! A store's opening hours: each day's opening and closing time (`HH:MM`, read from the demo's
//! `10:00-20:00`), and the HTML list a commerce platform keeps in `storeHours`, in the
//! request's language and the store's country's clock. Pure.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An opening time and a closing time of a day, `HH:MM` (24 hours).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DayHours {
    #[schema(example = "10:00")]
    pub open: String,
    #[schema(example = "20:00")]
    pub close: String,
}

/// A store's week: each day's hours, or none when closed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct OpeningHours {
    pub monday: Option<DayHours>,
    pub tuesday: Option<DayHours>,
    pub wednesday: Option<DayHours>,
    pub thursday: Option<DayHours>,
    pub friday: Option<DayHours>,
    pub saturday: Option<DayHours>,
    pub sunday: Option<DayHours>,
}

/// Minutes after midnight of `HH:MM`.
fn minutes(time: &str) -> Option<u32> {
    let (h, m) = time.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

impl DayHours {
    /// `10:00-20:00` → the day's hours; the store opens before it closes, the same day.
    pub fn parse(text: &str) -> Result<Self, String> {
        let bad = || format!("'{text}' is not opening hours like 10:00-20:00");
        let (open, close) = text.split_once('-').ok_or_else(bad)?;
        let (from, to) = (
            minutes(open).ok_or_else(bad)?,
            minutes(close).ok_or_else(bad)?,
        );
        if from >= to {
            return Err(bad());
        }
        Ok(DayHours {
            open: open.to_owned(),
            close: close.to_owned(),
        })
    }
}

impl OpeningHours {
    /// Monday first.
    pub fn days(&self) -> [&Option<DayHours>; 7] {
        [
            &self.monday,
            &self.tuesday,
            &self.wednesday,
            &self.thursday,
            &self.friday,
            &self.saturday,
            &self.sunday,
        ]
    }

    /// The week with each day's hours checked (`HH:MM`, opening before closing).
    pub fn check(&self) -> Result<(), String> {
        for day in self.days().into_iter().flatten() {
            DayHours::parse(&format!("{}-{}", day.open, day.close))?;
        }
        Ok(())
    }
}

/// The words of the opening hours in a language.
struct HoursWords {
    days: [&'static str; 7],
    closed: &'static str,
    /// The suffixes of a 12-hour clock.
    am_pm: (&'static str, &'static str),
    /// Whether the last day of a range is written in lower case (Spanish: `Lunes – viernes`).
    lower_case_range_end: bool,
}

static ENGLISH: HoursWords = HoursWords {
    days: [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ],
    closed: "Closed",
    am_pm: ("AM", "PM"),
    lower_case_range_end: false,
};
static SPANISH: HoursWords = HoursWords {
    days: [
        "Lunes",
        "Martes",
        "Miércoles",
        "Jueves",
        "Viernes",
        "Sábado",
        "Domingo",
    ],
    closed: "Cerrado",
    am_pm: ("a. m.", "p. m."),
    lower_case_range_end: true,
};
static GERMAN: HoursWords = HoursWords {
    days: [
        "Montag",
        "Dienstag",
        "Mittwoch",
        "Donnerstag",
        "Freitag",
        "Samstag",
        "Sonntag",
    ],
    closed: "Geschlossen",
    am_pm: ("", ""),
    lower_case_range_end: false,
};

fn words(locale: &str) -> &'static HoursWords {
    let language = locale.split(['-', '_']).next().unwrap_or_default();
    match language.to_ascii_lowercase().as_str() {
        "es" => &SPANISH,
        "de" => &GERMAN,
        _ => &ENGLISH,
    }
}

/// `14:30` as the store's country writes it: `2:30 PM` in the US, `14:30` elsewhere.
fn clock_time(time: &str, twelve_hour: bool, words: &HoursWords) -> String {
    let Some(total) = minutes(time).filter(|_| twelve_hour) else {
        return time.to_owned();
    };
    let (h, m) = (total / 60, total % 60);
    let suffix = if h < 12 { words.am_pm.0 } else { words.am_pm.1 };
    let h12 = match h % 12 {
        0 => 12,
        h => h,
    };
    format!("{h12}:{m:02} {suffix}")
}

/// The opening hours as the HTML list a store's `storeHours` holds, in the locale's language,
/// times as the store's country writes them; days in a row with the same hours share a line:
/// `<ul class="store-hours"><li>Monday – Friday: 10:00 AM – 8:00 PM</li>…</ul>`.
pub fn store_hours_html(hours: &OpeningHours, locale: &str, country_code: &str) -> String {
    let words = words(locale);
    let twelve_hour = country_code.eq_ignore_ascii_case("US");
    let days = hours.days();
    let mut html = String::from("<ul class=\"store-hours\">");
    let mut first = 0;
    while first < days.len() {
        let mut last = first;
        while last + 1 < days.len() && days[last + 1] == days[first] {
            last += 1;
        }
        let label = if first == last {
            words.days[first].to_owned()
        } else if words.lower_case_range_end {
            format!(
                "{} – {}",
                words.days[first],
                words.days[last].to_lowercase()
            )
        } else {
            format!("{} – {}", words.days[first], words.days[last])
        };
        let time = match days[first] {
            None => words.closed.to_owned(),
            Some(day) => format!(
                "{} – {}",
                clock_time(&day.open, twelve_hour, words),
                clock_time(&day.close, twelve_hour, words)
            ),
        };
        html.push_str(&format!("<li>{label}: {time}</li>"));
        first = last + 1;
    }
    html.push_str("</ul>");
    html
}

//! The drawings products and retailers are shown with: SVG templates shipped in the repo
//! (`server/assets/catalog-art/`), tinted per product colour when served at
//! `/images/catalog/{art}/{rrggbb}.svg` (the catalog), inside a retailer's tile (the marketplace),
//! and colour swatches at `/images/catalog/swatch/{rrggbb}.svg`. Nothing is fetched from
//! elsewhere. Shared by both features, it belongs to neither.

/// (art, template) for every drawing a product can name.
const DRAWINGS: [(&str, &str); 24] = [
    ("sofa", include_str!("../assets/catalog-art/sofa.svg")),
    ("chair", include_str!("../assets/catalog-art/chair.svg")),
    ("bed", include_str!("../assets/catalog-art/bed.svg")),
    (
        "mattress",
        include_str!("../assets/catalog-art/mattress.svg"),
    ),
    ("dresser", include_str!("../assets/catalog-art/dresser.svg")),
    ("table", include_str!("../assets/catalog-art/table.svg")),
    (
        "refrigerator",
        include_str!("../assets/catalog-art/refrigerator.svg"),
    ),
    ("washer", include_str!("../assets/catalog-art/washer.svg")),
    ("range", include_str!("../assets/catalog-art/range.svg")),
    ("tv", include_str!("../assets/catalog-art/tv.svg")),
    (
        "soundbar",
        include_str!("../assets/catalog-art/soundbar.svg"),
    ),
    ("laptop", include_str!("../assets/catalog-art/laptop.svg")),
    ("desktop", include_str!("../assets/catalog-art/desktop.svg")),
    ("tablet", include_str!("../assets/catalog-art/tablet.svg")),
    ("phone", include_str!("../assets/catalog-art/phone.svg")),
    (
        "headphones",
        include_str!("../assets/catalog-art/headphones.svg"),
    ),
    ("tire", include_str!("../assets/catalog-art/tire.svg")),
    ("wheel", include_str!("../assets/catalog-art/wheel.svg")),
    ("ring", include_str!("../assets/catalog-art/ring.svg")),
    (
        "necklace",
        include_str!("../assets/catalog-art/necklace.svg"),
    ),
    ("watch", include_str!("../assets/catalog-art/watch.svg")),
    ("grill", include_str!("../assets/catalog-art/grill.svg")),
    (
        "patio-set",
        include_str!("../assets/catalog-art/patio-set.svg"),
    ),
    (
        "microwave",
        include_str!("../assets/catalog-art/microwave.svg"),
    ),
];

/// The backdrop every drawing sits on (a warm neutral, like a studio sweep).
const BACKDROP: &str = "#F4F1EC";

pub fn is_drawing(art: &str) -> bool {
    DRAWINGS.iter().any(|(name, _)| *name == art)
}

/// `rrggbb` (six hex digits, any case) → (r, g, b).
fn parse_hex(hex: &str) -> Option<(u8, u8, u8)> {
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some((channel(0)?, channel(2)?, channel(4)?))
}

/// Moves each channel `percent` of the way toward black (negative) or white (positive).
fn mix((r, g, b): (u8, u8, u8), percent: i32) -> String {
    let toward = |c: u8| -> u8 {
        let c = i32::from(c);
        let target = if percent < 0 { 0 } else { 255 };
        (c + (target - c) * percent.abs() / 100).clamp(0, 255) as u8
    };
    format!("#{:02X}{:02X}{:02X}", toward(r), toward(g), toward(b))
}

/// The drawing tinted with `hex` (`rrggbb`); None for an unknown art or a bad colour.
pub fn drawing(art: &str, hex: &str) -> Option<String> {
    let rgb = parse_hex(hex)?;
    let template = DRAWINGS.iter().find(|(name, _)| *name == art)?.1;
    Some(
        template
            .replace("{{bg}}", BACKDROP)
            .replace("{{main}}", &mix(rgb, 0))
            .replace("{{shade}}", &mix(rgb, -25))
            .replace("{{light}}", &mix(rgb, 30)),
    )
}

/// A round colour swatch for `hex`, with a hairline so white shows on white.
pub fn swatch(hex: &str) -> Option<String> {
    let rgb = parse_hex(hex)?;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><circle cx=\"16\" cy=\"16\" r=\"15\" fill=\"{}\" stroke=\"#9AA5B1\" stroke-width=\"1\"/></svg>",
        mix(rgb, 0)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_drawing_is_tinted_with_all_four_colours_and_nothing_is_left_over() {
        for (art, template) in DRAWINGS {
            for placeholder in ["{{bg}}", "{{main}}", "{{shade}}", "{{light}}"] {
                assert!(template.contains(placeholder), "{art} lacks {placeholder}");
            }
            let svg = drawing(art, "3b6ea5").unwrap();
            assert!(!svg.contains("{{"), "{art} keeps a placeholder");
            assert!(svg.contains("#3B6EA5") && svg.contains(BACKDROP));
            assert!(
                !svg.to_ascii_lowercase().contains("<script"),
                "{art} has a script"
            );
        }
    }

    #[test]
    fn bad_colours_and_unknown_arts_are_refused() {
        assert!(drawing("sofa", "zzzzzz").is_none());
        assert!(drawing("sofa", "fff").is_none());
        assert!(drawing("spaceship", "ffffff").is_none());
        assert!(swatch("12345g").is_none());
    }

    #[test]
    fn shades_go_toward_black_and_lights_toward_white() {
        assert_eq!(mix((200, 100, 0), -25), "#964B00");
        assert_eq!(mix((0, 0, 0), 30), "#4C4C4C");
    }
}

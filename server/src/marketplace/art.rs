//! A retailer's pictures, drawn from its name, its colour and one of the catalog's drawings:
//! an icon (its initials on its colour) and a tile (its name beside the drawing). Nothing is
//! fetched from elsewhere; the name is escaped, so no name can add markup.

use super::model::Art;

/// `#rrggbb` → `rrggbb`, when it is one.
fn hex(color: &str) -> Option<&str> {
    let hex = color.strip_prefix('#')?;
    (hex.len() == 6 && hex.bytes().all(|b| b.is_ascii_hexdigit())).then_some(hex)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// The first letters of the name's first two words (`Linden & Co. Home` → `LC`).
fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|word| word.chars().find(|c| c.is_alphanumeric()))
        .take(2)
        .flat_map(char::to_uppercase)
        .collect()
}

/// A rounded square of the retailer's colour with its initials in white.
pub fn icon(name: &str, color: &str) -> Option<String> {
    let hex = hex(color)?;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 160 160\" role=\"img\" aria-label=\"{label}\">\
         <rect width=\"160\" height=\"160\" rx=\"32\" fill=\"#{hex}\"/>\
         <text x=\"80\" y=\"80\" dy=\".35em\" text-anchor=\"middle\" font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" \
         font-size=\"64\" font-weight=\"700\" fill=\"#fff\">{initials}</text></svg>",
        label = escape(name),
        initials = escape(&initials(name)),
    ))
}

/// The retailer's name on its colour, with its drawing in a panel: 640 × 400.
pub fn tile(name: &str, art: &Art) -> Option<String> {
    let hex = hex(&art.color)?;
    let drawing = crate::drawings::drawing(&art.drawing, hex)?;
    // The drawing's own root element becomes a nested, placed <svg>.
    let body = drawing
        .strip_prefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 800\">")?
        .trim_end()
        .strip_suffix("</svg>")?;
    // The name fills the 300 px left of the panel: a bold letter is about 0.62 of its size.
    let words = wrap(name, 11);
    let longest = words.iter().map(|w| w.chars().count()).max().unwrap_or(1) as f64;
    let size = (300.0 / (0.62 * longest)).clamp(26.0, 46.0) as i32;
    let lines: String = words
        .iter()
        .enumerate()
        .map(|(i, line)| {
            format!(
                "<tspan x=\"40\" dy=\"{}\">{}</tspan>",
                if i == 0 { 0 } else { size + 8 },
                escape(line)
            )
        })
        .collect();
    let first_baseline = 200 - (words.len() as i32 - 1) * (size + 8) / 2;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 400\" role=\"img\" aria-label=\"{label}\">\
         <rect width=\"640\" height=\"400\" fill=\"#{hex}\"/>\
         <rect width=\"640\" height=\"400\" fill=\"#000\" opacity=\".12\"/>\
         <text y=\"{first_baseline}\" font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" \
         font-size=\"{size}\" font-weight=\"700\" fill=\"#fff\">{lines}</text>\
         <svg x=\"360\" y=\"60\" width=\"250\" height=\"280\" viewBox=\"0 0 800 800\">\
         <clipPath id=\"panel\"><rect width=\"800\" height=\"800\" rx=\"72\"/></clipPath><g clip-path=\"url(#panel)\">{body}</g></svg></svg>",
        label = escape(name),
    ))
}

/// Splits a name into lines of about `width` characters, at spaces.
fn wrap(name: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in name.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icons_and_tiles_carry_the_name_escaped_and_no_script() {
        let art = Art {
            drawing: "sofa".into(),
            color: "#7A4B2A".into(),
        };
        let tile = tile("Linden & <Co.> Home", &art).unwrap();
        assert!(
            tile.contains("Linden &amp;") && tile.contains("&lt;Co.&gt;"),
            "{tile}"
        );
        assert!(tile.contains("#7A4B2A") && !tile.contains("{{"));
        assert_eq!(tile.matches("<svg").count(), tile.matches("</svg>").count());
        assert!(!tile.to_ascii_lowercase().contains("<script"));
        let icon = icon("Linden & Co. Home", "#7A4B2A").unwrap();
        assert!(icon.contains(">LC</text>"), "{icon}");
        assert_eq!(initials("Isla Electrónica"), "IE");
    }

    #[test]
    fn unknown_drawings_and_bad_colours_draw_nothing() {
        let bad_colour = Art {
            drawing: "sofa".into(),
            color: "red".into(),
        };
        assert!(tile("A", &bad_colour).is_none());
        assert!(icon("A", "#12345").is_none());
        let unknown = Art {
            drawing: "spaceship".into(),
            color: "#123456".into(),
        };
        assert!(tile("A", &unknown).is_none());
    }

    #[test]
    fn long_names_wrap_at_spaces() {
        assert_eq!(
            wrap("Coastal Kitchen & Laundry", 14),
            ["Coastal", "Kitchen &", "Laundry"]
        );
        assert_eq!(wrap("GameVault", 14), ["GameVault"]);
    }
}

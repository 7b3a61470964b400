// Writes demo/stores.json, the demo's stores (the store locator's `store/shopper-stores/v1`
// search, server/src/stores): about 300 stores in the large cities of every US state and DC,
// and about 90 in Germany, at the cities' real coordinates, each with a postal code of the
// offline tables the server geocodes with (server/data/postal-codes-us.tsv, postal-codes-de.tsv)
// whose place is near it, a fictional phone number in the country's format (US: 555-01xx, the
// numbers kept for fiction; Germany: the city's area code and 5550xx0), opening hours and its
// time zone.
//
// Deterministic: the same tables, this file and its cities (demo-stores-cities.mjs) always
// write the same stores (no clock, no Math.random; a store's street, house number and hours
// come from a hash of its id). The output is committed; nothing runs this when the project
// builds.
//
//   node scripts/demo-stores.mjs > demo/stores.json
//
// Where the stores are:
// - US: each store names its ZIP code; a store with coordinates stands there (a city's centre
//   or a neighbourhood), one without stands at its ZIP code's place. The codes were chosen once
//   as the delivery-area ("STANDARD") ZIP code of the same city nearest to the store (the PyPI
//   package zipcodes 3.0.0, MIT licence, knows each code's type and city: post-office boxes and
//   single buildings have codes too, and the ZIP table puts some of them at a city's centre),
//   the further stores of a city 6 km off its centre, named by where their code lies from it.
//   This script checks each code is in the table, in the store's state, near the store.
// - Germany: every Postleitzahl is an area, so a store takes the code of its Land whose place
//   is nearest to it; a city's further stores stand at the code nearest to a point 6 km off its
//   centre (north, east, south, west, then the diagonals), named by where it lies.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DE, US, stateTimeZone } from './demo-stores-cities.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const brand = JSON.parse(readFileSync(join(root, 'demo/northwind.json'), 'utf8')).organization.brandName

// ---- the postal-code tables ----------------------------------------------------------------

function table(file) {
  const rows = new Map()
  for (const line of readFileSync(join(root, 'server/data', file), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue
    const [code, country, state, lat, long] = line.split('\t')
    rows.set(code, { code, country, state, lat: Number(lat), long: Number(long) })
  }
  return rows
}
const CODES = { US: table('postal-codes-us.tsv'), DE: table('postal-codes-de.tsv') }

const R_KM = 3959 * 1.609344 // the server's earth radius (server/src/geo/model.rs), in km
function km(a, b) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.long - a.long) * rad) / 2) ** 2
  return 2 * R_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
function nearestCode(countryCode, state, point, used) {
  let best = null
  for (const r of CODES[countryCode].values()) {
    if (r.state !== state || used.has(r.code)) continue
    const d = km(point, r)
    if (!best || d < best.d || (d === best.d && r.code < best.r.code)) best = { r, d }
  }
  if (!best) throw new Error(`no postal code in ${state} near ${point.lat},${point.long}`)
  return best.r
}

// ---- determinism ---------------------------------------------------------------------------

function hash(text) {
  let h = 0x811c9dc5
  for (const c of text) {
    h ^= c.codePointAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
const pick = (list, key) => list[hash(key) % list.length]

// ---- what a store is made of ---------------------------------------------------------------

const COUNTRY = {
  US: {
    directions: ['North', 'Northeast', 'East', 'Southeast', 'South', 'Southwest', 'West', 'Northwest'],
    streets: [
      'Main Street', 'Market Street', 'Broadway', 'Washington Avenue', 'Park Avenue', 'Lincoln Avenue',
      'Oak Street', 'Maple Avenue', 'Commerce Drive', 'Central Avenue', 'Cedar Avenue', 'Lake Street',
      'Jefferson Street', 'Madison Avenue', 'Franklin Street', 'Grand Avenue', 'University Boulevard',
      'Riverside Drive', 'State Street', 'Union Street', 'Church Street', 'Highland Avenue',
    ],
    address: (id) => `${100 + (hash(`${id}#`) % 4900)} ${pick(COUNTRY.US.streets, id)}`,
    // [weekdays, Saturday, Sunday]: [open, close], or null for closed.
    hours: [
      [['10:00', '20:00'], ['10:00', '20:00'], ['12:00', '18:00']],
      [['09:00', '21:00'], ['09:00', '19:00'], ['11:00', '17:00']],
      [['10:00', '19:00'], ['10:00', '19:00'], null],
    ],
  },
  DE: {
    directions: ['Nord', 'Nordost', 'Ost', 'Südost', 'Süd', 'Südwest', 'West', 'Nordwest'],
    streets: [
      'Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Lindenallee', 'Friedrichstraße',
      'Kaiserstraße', 'Berliner Straße', 'Gartenstraße', 'Schulstraße', 'Poststraße', 'Königstraße',
      'Wilhelmstraße', 'Ringstraße', 'Parkstraße', 'Mühlenweg', 'Industriestraße', 'Kirchstraße',
    ],
    address: (id) => `${pick(COUNTRY.DE.streets, id)} ${1 + (hash(`${id}#`) % 120)}`,
    hours: [
      [['10:00', '20:00'], ['10:00', '18:00'], null],
      [['09:30', '19:00'], ['09:30', '19:00'], null],
      [['10:00', '19:00'], ['10:00', '16:00'], null],
    ],
  },
}
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

function openingHours([weekdays, saturday, sunday]) {
  const span = (s) => (s ? `${s[0]}-${s[1]}` : null)
  return Object.fromEntries(
    DAYS.map((day) => [day, span(day === 'saturday' ? saturday : day === 'sunday' ? sunday : weekdays)]),
  )
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// The compass word for where b lies from a.
function direction(countryCode, a, b) {
  const rad = Math.PI / 180
  const y = Math.sin((b.long - a.long) * rad) * Math.cos(b.lat * rad)
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.long - a.long) * rad)
  const bearing = (Math.atan2(y, x) / rad + 360) % 360
  return COUNTRY[countryCode].directions[Math.round(bearing / 45) % 8]
}

const phones = new Map()
function phone(countryCode, areaCode) {
  const n = (phones.get(areaCode) ?? 0) + 1
  phones.set(areaCode, n)
  if (n > 99) throw new Error(`more than 99 stores in area code ${areaCode}`)
  const two = String(n).padStart(2, '0')
  return countryCode === 'US' ? `(${areaCode}) 555-01${two}` : `${areaCode} 5550${two}0`
}

const OFFSET_KM = 6
const OFFSETS = [[1, 0], [0, 1], [-1, 0], [0, -1], [0.7, 0.7], [-0.7, -0.7], [0.7, -0.7], [-0.7, 0.7]]
function offsetPoint(centre, index) {
  const [north, east] = OFFSETS[index % OFFSETS.length]
  const kmPerDegree = (Math.PI / 180) * R_KM
  return {
    lat: centre.lat + (north * OFFSET_KM) / kmPerDegree,
    long: centre.long + (east * OFFSET_KM) / (kmPerDegree * Math.cos((centre.lat * Math.PI) / 180)),
  }
}

// A US city's stores: [{area, point, code}], each code checked.
function usPlaces([city, state, , areas]) {
  return areas.map(([area, code, lat, long]) => {
    const r = CODES.US.get(code)
    if (!r || r.country !== 'US' || r.state !== state) throw new Error(`${city}: ${code} is no ZIP code of ${state}`)
    const point = lat === undefined ? { lat: r.lat, long: r.long } : { lat, long }
    if (km(point, r) > 10) throw new Error(`${city} ${area}: ${code} is ${km(point, r).toFixed(1)} km away`)
    return { area, point, code }
  })
}

// A German city's stores: its areas at the nearest codes, then the further ones off its centre.
function dePlaces([city, land, , places, further], cityIndex) {
  const areas = typeof places[0] === 'number' ? [['Zentrum', places[0], places[1]]] : places
  const centre = { lat: areas[0][1], long: areas[0][2] }
  const used = new Set()
  const out = areas.map(([area, lat, long]) => {
    const point = { lat, long }
    const { code } = nearestCode('DE', land, point, used)
    used.add(code)
    return { area, point, code }
  })
  for (let tried = 0; out.length < areas.length + further && tried < OFFSETS.length; tried++) {
    const r = nearestCode('DE', land, offsetPoint(centre, cityIndex + tried), used)
    used.add(r.code)
    const point = { lat: r.lat, long: r.long }
    const area = direction('DE', centre, point)
    if (km(centre, point) < 2.5 || out.some((s) => s.area === area || km(s.point, point) < 2.5)) continue
    out.push({ area, point, code: r.code })
  }
  if (out.length !== areas.length + further) throw new Error(`${city}: could not place ${further} further stores`)
  return out
}

const stores = []
const ids = new Set()
function addCity(countryCode, city, state, areaCode, timeZone, places) {
  places.forEach(({ area, point, code }, i) => {
    const id = `${countryCode}-${state}-${slug(city)}-${i + 1}`.toLowerCase()
    if (ids.has(id)) throw new Error(`store id ${id} twice`)
    ids.add(id)
    const country = COUNTRY[countryCode]
    stores.push({
      id,
      name: `${brand} — ${city} ${area}`,
      address1: country.address(id),
      city,
      stateCode: state,
      postalCode: code,
      countryCode,
      latitude: Number(point.lat.toFixed(4)),
      longitude: Number(point.long.toFixed(4)),
      phone: phone(countryCode, areaCode),
      timeZone,
      hours: openingHours(pick(country.hours, `${id}/hours`)),
    })
  })
}

for (const entry of US) {
  const [city, state, areaCode, , zone] = entry
  const timeZone = zone ?? stateTimeZone[state]
  if (!timeZone) throw new Error(`no time zone for ${city}, ${state}`)
  addCity('US', city, state, areaCode, timeZone, usPlaces(entry))
}
DE.forEach((entry, i) => {
  const [city, land, areaCode] = entry
  addCity('DE', city, land, areaCode, 'Europe/Berlin', dePlaces(entry, i))
})

const states = new Set(stores.filter((s) => s.countryCode === 'US').map((s) => s.stateCode))
if (states.size !== 51) throw new Error(`stores in ${states.size} of the 50 states and DC`)

process.stdout.write(`${JSON.stringify({ generatedBy: 'scripts/demo-stores.mjs', stores }, null, 2)}\n`)

// Writes server/data/postal-codes-us.tsv, the offline postal-code table the server geocodes with
// (server/src/geo): every ZIP code of the 50 states, DC and Puerto Rico that has coordinates,
// as `postal code, country code, state, latitude, longitude`, sorted by code.
//
// The source is the npm package zipcodes@8.0.0 (BSD licence; its data is the federal
// government ZIP code database of federalgovernmentzipcodes.us). It is read once, here, by a
// developer: nothing is fetched when the project builds or runs, the table is committed.
//
//   cd $(mktemp -d) && npm pack zipcodes@8.0.0 && tar xzf zipcodes-8.0.0.tgz
//   node /path/to/leasefront/scripts/postal-codes-us.mjs "$PWD/package" > /path/to/leasefront/server/data/postal-codes-us.tsv
import { createRequire } from 'node:module'
import { join } from 'node:path'

const packageDir = process.argv[2]
if (!packageDir) {
  console.error('usage: node scripts/postal-codes-us.mjs ZIPCODES_PACKAGE_DIR > server/data/postal-codes-us.tsv')
  process.exit(2)
}
const { codes } = createRequire(import.meta.url)(join(packageDir, 'lib/codes.js'))

// The 50 states and DC (country US) and Puerto Rico (country PR); military post offices and the
// other territories are left out (a geocoder answers them with other countries, or without a place).
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(' '),
)
const rows = Object.values(codes)
  .filter((c) => STATES.has(c.state) && /^\d{5}$/.test(c.zip) && (c.latitude || c.longitude))
  .sort((a, b) => a.zip.localeCompare(b.zip))
process.stdout.write('# postal_code\tcountry\tstate\tlatitude\tlongitude (zipcodes@8.0.0, BSD licence; scripts/postal-codes-us.mjs)\n')
for (const c of rows) {
  const country = c.state === 'PR' ? 'PR' : 'US'
  process.stdout.write(`${c.zip}\t${country}\t${c.state}\t${Number(c.latitude).toFixed(4)}\t${Number(c.longitude).toFixed(4)}\n`)
}

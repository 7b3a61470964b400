// Writes demo/stores.json, the demo's stores (the store locator's `store/shopper-stores/v1`
// search, server/src/stores): about 300 stores in the large cities of every US state and DC,
// and about 90 in Germany, at the cities' real coordinates, each with a postal code of the
// offline tables the server geocodes with (server/data/postal-codes-us.tsv, postal-codes-de.tsv)
// whose place is near it, a fictional phone number in the country's format (US: 555-01xx, the
// numbers kept for fiction; Germany: the city's area code and 5550xx0), opening hours and its
// time zone.
//
// Deterministic: the same tables and this file always write the same stores (no clock, no
// Math.random; a store's street, house number and hours come from a hash of its id). The output
// is committed; nothing runs this when the project builds.
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

// ---- the cities ----------------------------------------------------------------------------

const US_TIME_ZONES = {
  'America/New_York': 'CT DE DC FL GA KY ME MD MA NH NJ NY NC OH PA RI SC VT VA WV',
  'America/Detroit': 'MI',
  'America/Indiana/Indianapolis': 'IN',
  'America/Chicago': 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI',
  'America/Denver': 'CO MT NM UT WY',
  'America/Boise': 'ID',
  'America/Phoenix': 'AZ',
  'America/Los_Angeles': 'CA NV OR WA',
  'America/Anchorage': 'AK',
  'Pacific/Honolulu': 'HI',
}
const stateTimeZone = {}
for (const [zone, states] of Object.entries(US_TIME_ZONES)) for (const s of states.split(' ')) stateTimeZone[s] = zone

// [city, state, area code, [[area, ZIP code, latitude, longitude] or [area, ZIP code], ...],
//  time zone where it is not the state's]
const US = [
  ['Birmingham', 'AL', '205', [['Downtown', '35203', 33.5186, -86.8104], ['North', '35207']]],
  ['Huntsville', 'AL', '256', [['Downtown', '35801', 34.7304, -86.5861], ['Northeast', '35811']]],
  ['Montgomery', 'AL', '334', [['Downtown', '36104', 32.3668, -86.3]]],
  ['Mobile', 'AL', '251', [['Downtown', '36602', 30.6954, -88.0399]]],
  ['Anchorage', 'AK', '907', [['Downtown', '99501', 61.2181, -149.9003], ['East', '99508']]],
  ['Fairbanks', 'AK', '907', [['Downtown', '99701', 64.8378, -147.7164]]],
  ['Juneau', 'AK', '907', [['Downtown', '99801', 58.3019, -134.4197]], 'America/Juneau'],
  ['Phoenix', 'AZ', '602', [['Downtown', '85003', 33.4484, -112.074], ['Southeast', '85040'], ['North', '85012']]],
  ['Tucson', 'AZ', '520', [['Downtown', '85701', 32.2226, -110.9747], ['North', '85705']]],
  ['Mesa', 'AZ', '480', [['Downtown', '85201', 33.4152, -111.8315]]],
  ['Scottsdale', 'AZ', '480', [['Downtown', '85251', 33.4942, -111.9261]]],
  ['Flagstaff', 'AZ', '928', [['Downtown', '86001', 35.1983, -111.6513]]],
  ['Little Rock', 'AR', '501', [['Downtown', '72201', 34.7465, -92.2896], ['Southwest', '72204']]],
  ['Fayetteville', 'AR', '479', [['Downtown', '72701', 36.0626, -94.1574]]],
  ['Fort Smith', 'AR', '479', [['Downtown', '72904', 35.3859, -94.3985]]],
  ['Los Angeles', 'CA', '213', [['Downtown', '90013', 34.0522, -118.2437], ['Hollywood', '90038', 34.0928, -118.3287], ['Van Nuys', '91405', 34.1899, -118.4514]]],
  ['San Diego', 'CA', '619', [['Downtown', '92101', 32.7157, -117.1611], ['North', '92103'], ['East', '92102']]],
  ['San Jose', 'CA', '408', [['Downtown', '95113', 37.3382, -121.8863], ['East', '95122']]],
  ['San Francisco', 'CA', '415', [['Civic Center', '94102', 37.7793, -122.4193], ['Mission', '94110', 37.7599, -122.4148]]],
  ['Fresno', 'CA', '559', [['Downtown', '93721', 36.7378, -119.7871], ['Northwest', '93728']]],
  ['Sacramento', 'CA', '916', [['Downtown', '95814', 38.5816, -121.4944], ['Northeast', '95815']]],
  ['Oakland', 'CA', '510', [['Downtown', '94612', 37.8044, -122.2712], ['North', '94609']]],
  ['Long Beach', 'CA', '562', [['Downtown', '90802', 33.7701, -118.1937]]],
  ['Bakersfield', 'CA', '661', [['Downtown', '93301', 35.3733, -119.0187]]],
  ['Anaheim', 'CA', '714', [['Downtown', '92805', 33.8366, -117.9143]]],
  ['Riverside', 'CA', '951', [['Downtown', '92501', 33.9533, -117.3962]]],
  ['Stockton', 'CA', '209', [['Downtown', '95202', 37.9577, -121.2908]]],
  ['Irvine', 'CA', '949', [['Downtown', '92614', 33.6846, -117.8265]]],
  ['Denver', 'CO', '303', [['Downtown', '80202', 39.7392, -104.9903], ['North', '80216'], ['Southwest', '80219']]],
  ['Colorado Springs', 'CO', '719', [['Downtown', '80903', 38.8339, -104.8214], ['South', '80906']]],
  ['Aurora', 'CO', '303', [['Downtown', '80011', 39.7294, -104.8319]]],
  ['Fort Collins', 'CO', '970', [['Downtown', '80521', 40.5853, -105.0844]]],
  ['Pueblo', 'CO', '719', [['Downtown', '81004', 38.2544, -104.6091]]],
  ['Hartford', 'CT', '860', [['Downtown', '06103', 41.7658, -72.6734], ['South', '06114']]],
  ['Bridgeport', 'CT', '203', [['Downtown', '06604', 41.1865, -73.1952]]],
  ['New Haven', 'CT', '203', [['Downtown', '06511', 41.3083, -72.9279]]],
  ['Stamford', 'CT', '203', [['Downtown', '06902', 41.0534, -73.5387]]],
  ['Wilmington', 'DE', '302', [['Downtown', '19801', 39.7391, -75.5398], ['West', '19804']]],
  ['Dover', 'DE', '302', [['Downtown', '19901', 39.1582, -75.5244]]],
  ['Washington', 'DC', '202', [['Downtown', '20036', 38.9072, -77.0369], ['Columbia Heights', '20010', 38.9283, -77.0326], ['Anacostia', '20020', 38.8629, -76.995]]],
  ['Jacksonville', 'FL', '904', [['Downtown', '32202', 30.3322, -81.6557], ['Northwest', '32208']]],
  ['Miami', 'FL', '305', [['Downtown', '33131', 25.7617, -80.1918], ['Northeast', '33132'], ['Southwest', '33133']]],
  ['Tampa', 'FL', '813', [['Downtown', '33602', 27.9506, -82.4572], ['Southwest', '33611']]],
  ['Orlando', 'FL', '407', [['Downtown', '32801', 28.5383, -81.3792], ['West', '32811']]],
  ['St. Petersburg', 'FL', '727', [['Downtown', '33701', 27.7676, -82.6403]]],
  ['Tallahassee', 'FL', '850', [['Downtown', '32301', 30.4383, -84.2807]]],
  ['Fort Lauderdale', 'FL', '954', [['Downtown', '33301', 26.1224, -80.1373]]],
  ['Gainesville', 'FL', '352', [['Downtown', '32601', 29.6516, -82.3248]]],
  ['Pensacola', 'FL', '850', [['Downtown', '32501', 30.4213, -87.2169]], 'America/Chicago'],
  ['Atlanta', 'GA', '404', [['Downtown', '30303', 33.749, -84.388], ['Midtown', '30308', 33.7844, -84.3831], ['Buckhead', '30305', 33.84, -84.38]]],
  ['Savannah', 'GA', '912', [['Downtown', '31401', 32.0809, -81.0912]]],
  ['Augusta', 'GA', '706', [['Downtown', '30904', 33.4735, -82.0105]]],
  ['Columbus', 'GA', '706', [['Downtown', '31901', 32.461, -84.9877]]],
  ['Macon', 'GA', '478', [['Downtown', '31201', 32.8407, -83.6324]]],
  ['Honolulu', 'HI', '808', [['Downtown', '96813', 21.3069, -157.8583], ['North', '96819']]],
  ['Hilo', 'HI', '808', [['Downtown', '96720', 19.7071, -155.0885]]],
  ['Boise', 'ID', '208', [['Downtown', '83702', 43.615, -116.2023], ['Northwest', '83703']]],
  ['Nampa', 'ID', '208', [['Downtown', '83686', 43.5407, -116.5635]]],
  ['Idaho Falls', 'ID', '208', [['Downtown', '83402', 43.4917, -112.034]]],
  ['Chicago', 'IL', '312', [['Loop', '60603', 41.8781, -87.6298], ['Lincoln Park', '60614', 41.9214, -87.6513], ['Hyde Park', '60615', 41.7943, -87.5907]]],
  ['Springfield', 'IL', '217', [['Downtown', '62701', 39.7817, -89.6501]]],
  ['Peoria', 'IL', '309', [['Downtown', '61602', 40.6936, -89.589]]],
  ['Rockford', 'IL', '815', [['Downtown', '61104', 42.2711, -89.094]]],
  ['Naperville', 'IL', '630', [['Downtown', '60540', 41.7508, -88.1535]]],
  ['Indianapolis', 'IN', '317', [['Downtown', '46204', 39.7684, -86.1581], ['North', '46205'], ['East', '46201']]],
  ['Fort Wayne', 'IN', '260', [['Downtown', '46802', 41.0793, -85.1394]]],
  ['South Bend', 'IN', '574', [['Downtown', '46601', 41.6764, -86.252]]],
  ['Evansville', 'IN', '812', [['Downtown', '47713', 37.9716, -87.5711]], 'America/Chicago'],
  ['Des Moines', 'IA', '515', [['Downtown', '50309', 41.5868, -93.625], ['Northeast', '50316']]],
  ['Cedar Rapids', 'IA', '319', [['Downtown', '52401', 41.9779, -91.6656]]],
  ['Davenport', 'IA', '563', [['Downtown', '52801', 41.5236, -90.5776]]],
  ['Wichita', 'KS', '316', [['Downtown', '67202', 37.6872, -97.3301], ['Southeast', '67218']]],
  ['Overland Park', 'KS', '913', [['Downtown', '66204', 38.9822, -94.6708]]],
  ['Kansas City', 'KS', '913', [['Downtown', '66101', 39.1141, -94.6275]]],
  ['Topeka', 'KS', '785', [['Downtown', '66603', 39.0473, -95.6752]]],
  ['Louisville', 'KY', '502', [['Downtown', '40202', 38.2527, -85.7585], ['West', '40211']], 'America/Kentucky/Louisville'],
  ['Lexington', 'KY', '859', [['Downtown', '40507', 38.0406, -84.5037]]],
  ['Bowling Green', 'KY', '270', [['Downtown', '42101', 36.9685, -86.4808]], 'America/Chicago'],
  ['New Orleans', 'LA', '504', [['Downtown', '70112', 29.9511, -90.0715], ['Northwest', '70124']]],
  ['Baton Rouge', 'LA', '225', [['Downtown', '70801', 30.4515, -91.1871]]],
  ['Shreveport', 'LA', '318', [['Downtown', '71101', 32.5252, -93.7502]]],
  ['Lafayette', 'LA', '337', [['Downtown', '70501', 30.2241, -92.0198]]],
  ['Portland', 'ME', '207', [['Downtown', '04101', 43.6591, -70.2568]]],
  ['Bangor', 'ME', '207', [['Downtown', '04401', 44.8016, -68.7712]]],
  ['Baltimore', 'MD', '410', [['Downtown', '21202', 39.2904, -76.6122], ['Northeast', '21206'], ['South', '21230']]],
  ['Annapolis', 'MD', '410', [['Downtown', '21401', 38.9784, -76.4922]]],
  ['Frederick', 'MD', '301', [['Downtown', '21701', 39.4143, -77.4105]]],
  ['Boston', 'MA', '617', [['Downtown', '02108', 42.3601, -71.0589], ['Dorchester', '02124', 42.3016, -71.0676], ['Allston', '02134', 42.3539, -71.1337]]],
  ['Worcester', 'MA', '508', [['Downtown', '01608', 42.2626, -71.8023]]],
  ['Springfield', 'MA', '413', [['Downtown', '01103', 42.1015, -72.5898]]],
  ['Detroit', 'MI', '313', [['Downtown', '48226', 42.3314, -83.0458], ['West', '48210'], ['Northeast', '48214']]],
  ['Grand Rapids', 'MI', '616', [['Downtown', '49503', 42.9634, -85.6681], ['West', '49504']]],
  ['Lansing', 'MI', '517', [['Downtown', '48933', 42.7325, -84.5555]]],
  ['Ann Arbor', 'MI', '734', [['Downtown', '48104', 42.2808, -83.743]]],
  ['Minneapolis', 'MN', '612', [['Downtown', '55401', 44.9778, -93.265], ['Northwest', '55412']]],
  ['Saint Paul', 'MN', '651', [['Downtown', '55101', 44.9537, -93.09]]],
  ['Rochester', 'MN', '507', [['Downtown', '55902', 44.0121, -92.4802]]],
  ['Duluth', 'MN', '218', [['Downtown', '55802', 46.7867, -92.1005]]],
  ['Jackson', 'MS', '601', [['Downtown', '39201', 32.2988, -90.1848], ['West', '39204']]],
  ['Gulfport', 'MS', '228', [['Downtown', '39501', 30.3674, -89.0928]]],
  ['Kansas City', 'MO', '816', [['Downtown', '64106', 39.0997, -94.5786], ['Northeast', '64120']]],
  ['St. Louis', 'MO', '314', [['Downtown', '63101', 38.627, -90.1994], ['Southwest', '63116'], ['Northwest', '63113']]],
  ['Springfield', 'MO', '417', [['Downtown', '65802', 37.209, -93.2923]]],
  ['Columbia', 'MO', '573', [['Downtown', '65201', 38.9517, -92.3341]]],
  ['Billings', 'MT', '406', [['Downtown', '59101', 45.7833, -108.5007]]],
  ['Missoula', 'MT', '406', [['Downtown', '59801', 46.8721, -113.994]]],
  ['Great Falls', 'MT', '406', [['Downtown', '59401', 47.5053, -111.3008]]],
  ['Omaha', 'NE', '402', [['Downtown', '68102', 41.2565, -95.9345], ['West', '68132']]],
  ['Lincoln', 'NE', '402', [['Downtown', '68508', 40.8136, -96.7026]]],
  ['Las Vegas', 'NV', '702', [['Downtown', '89101', 36.1699, -115.1398], ['Southwest', '89102'], ['Northwest', '89108']]],
  ['Henderson', 'NV', '702', [['Downtown', '89015', 36.0395, -114.9817]]],
  ['Reno', 'NV', '775', [['Downtown', '89501', 39.5296, -119.8138], ['Southeast', '89502']]],
  ['Manchester', 'NH', '603', [['Downtown', '03101', 42.9956, -71.4548]]],
  ['Nashua', 'NH', '603', [['Downtown', '03060', 42.7654, -71.4676]]],
  ['Concord', 'NH', '603', [['Downtown', '03301', 43.2081, -71.5376]]],
  ['Newark', 'NJ', '973', [['Downtown', '07102', 40.7357, -74.1724], ['West', '07106']]],
  ['Jersey City', 'NJ', '201', [['Downtown', '07302', 40.7178, -74.0431]]],
  ['Paterson', 'NJ', '973', [['Downtown', '07505', 40.9168, -74.1718]]],
  ['Trenton', 'NJ', '609', [['Downtown', '08608', 40.2206, -74.7597]]],
  ['Camden', 'NJ', '856', [['Downtown', '08103', 39.9259, -75.1196]]],
  ['Albuquerque', 'NM', '505', [['Downtown', '87102', 35.0844, -106.6504], ['North', '87107']]],
  ['Santa Fe', 'NM', '505', [['Downtown', '87501', 35.687, -105.9378]]],
  ['Las Cruces', 'NM', '575', [['Downtown', '88001', 32.3199, -106.7637]]],
  ['New York', 'NY', '212', [['Lower Manhattan', '10007', 40.7128, -74.006], ['Midtown', '10036', 40.7549, -73.984], ['Harlem', '10027', 40.8116, -73.9465]]],
  ['Brooklyn', 'NY', '718', [['Downtown', '11201', 40.6928, -73.9903], ['Flatbush', '11226', 40.6409, -73.9566]]],
  ['Bronx', 'NY', '718', [['Fordham', '10458', 40.8615, -73.8904]]],
  ['Jamaica', 'NY', '718', [['Center', '11433', 40.7027, -73.789]]],
  ['Buffalo', 'NY', '716', [['Downtown', '14203', 42.8864, -78.8784], ['Southeast', '14220']]],
  ['Rochester', 'NY', '585', [['Downtown', '14614', 43.1566, -77.6088]]],
  ['Syracuse', 'NY', '315', [['Downtown', '13202', 43.0481, -76.1474]]],
  ['Albany', 'NY', '518', [['Downtown', '12210', 42.6526, -73.7562]]],
  ['Charlotte', 'NC', '704', [['Downtown', '28202', 35.2271, -80.8431], ['West', '28208'], ['Northeast', '28206']]],
  ['Raleigh', 'NC', '919', [['Downtown', '27601', 35.7796, -78.6382], ['Northeast', '27604']]],
  ['Greensboro', 'NC', '336', [['Downtown', '27401', 36.0726, -79.792]]],
  ['Durham', 'NC', '919', [['Downtown', '27701', 35.994, -78.8986]]],
  ['Winston-Salem', 'NC', '336', [['Downtown', '27101', 36.0999, -80.2442]]],
  ['Asheville', 'NC', '828', [['Downtown', '28801', 35.5951, -82.5515]]],
  ['Fargo', 'ND', '701', [['Downtown', '58103', 46.8772, -96.7898]]],
  ['Bismarck', 'ND', '701', [['Downtown', '58501', 46.8083, -100.7837]]],
  ['Columbus', 'OH', '614', [['Downtown', '43215', 39.9612, -82.9988], ['West', '43204'], ['North', '43211']]],
  ['Cleveland', 'OH', '216', [['Downtown', '44114', 41.4993, -81.6944], ['East', '44103']]],
  ['Cincinnati', 'OH', '513', [['Downtown', '45202', 39.1031, -84.512], ['West', '45204']]],
  ['Toledo', 'OH', '419', [['Downtown', '43604', 41.6528, -83.5379]]],
  ['Akron', 'OH', '330', [['Downtown', '44308', 41.0814, -81.519]]],
  ['Dayton', 'OH', '937', [['Downtown', '45402', 39.7589, -84.1916]]],
  ['Oklahoma City', 'OK', '405', [['Downtown', '73102', 35.4676, -97.5164], ['East', '73117']]],
  ['Tulsa', 'OK', '918', [['Downtown', '74103', 36.154, -95.9928], ['South', '74105']]],
  ['Norman', 'OK', '405', [['Downtown', '73069', 35.2226, -97.4395]]],
  ['Portland', 'OR', '503', [['Downtown', '97204', 45.5152, -122.6784], ['Northeast', '97212'], ['Southwest', '97221']]],
  ['Salem', 'OR', '503', [['Downtown', '97301', 44.9429, -123.0351]]],
  ['Eugene', 'OR', '541', [['Downtown', '97401', 44.0521, -123.0868]]],
  ['Bend', 'OR', '541', [['Downtown', '97701', 44.0582, -121.3153]]],
  ['Philadelphia', 'PA', '215', [['Center City', '19107', 39.9526, -75.1652], ['Northeast', '19152', 40.0544, -75.0535], ['South Philadelphia', '19148', 39.925, -75.169]]],
  ['Pittsburgh', 'PA', '412', [['Downtown', '15222', 40.4406, -79.9959], ['East', '15217']]],
  ['Allentown', 'PA', '610', [['Downtown', '18102', 40.6084, -75.4902]]],
  ['Harrisburg', 'PA', '717', [['Downtown', '17101', 40.2732, -76.8867]]],
  ['Erie', 'PA', '814', [['Downtown', '16507', 42.1292, -80.0851]]],
  ['Scranton', 'PA', '570', [['Downtown', '18503', 41.409, -75.6624]]],
  ['Providence', 'RI', '401', [['Downtown', '02903', 41.824, -71.4128], ['Northwest', '02904']]],
  ['Warwick', 'RI', '401', [['Downtown', '02886', 41.7001, -71.4162]]],
  ['Columbia', 'SC', '803', [['Downtown', '29201', 34.0007, -81.0348], ['North', '29203']]],
  ['Charleston', 'SC', '843', [['Downtown', '29401', 32.7765, -79.9311], ['Northwest', '29403']]],
  ['Greenville', 'SC', '864', [['Downtown', '29601', 34.8526, -82.394]]],
  ['Sioux Falls', 'SD', '605', [['Downtown', '57104', 43.5446, -96.7311], ['West', '57107']]],
  ['Rapid City', 'SD', '605', [['Downtown', '57701', 44.0805, -103.231]], 'America/Denver'],
  ['Nashville', 'TN', '615', [['Downtown', '37201', 36.1627, -86.7816], ['Southwest', '37212'], ['Northwest', '37218']]],
  ['Memphis', 'TN', '901', [['Downtown', '38103', 35.1495, -90.049], ['Northeast', '38107']]],
  ['Knoxville', 'TN', '865', [['Downtown', '37902', 35.9606, -83.9207]], 'America/New_York'],
  ['Chattanooga', 'TN', '423', [['Downtown', '37402', 35.0456, -85.3097]], 'America/New_York'],
  ['Houston', 'TX', '713', [['Downtown', '77002', 29.7604, -95.3698], ['Galleria', '77056', 29.739, -95.463], ['Greenspoint', '77060', 29.9444, -95.4166]]],
  ['San Antonio', 'TX', '210', [['Downtown', '78205', 29.4241, -98.4936], ['Medical Center', '78229', 29.508, -98.575], ['South', '78214']]],
  ['Dallas', 'TX', '214', [['Downtown', '75201', 32.7767, -96.797], ['West', '75212'], ['Northeast', '75214']]],
  ['Austin', 'TX', '512', [['Downtown', '78701', 30.2672, -97.7431], ['Northeast', '78723'], ['Southwest', '78704']]],
  ['Fort Worth', 'TX', '817', [['Downtown', '76102', 32.7555, -97.3308], ['Southwest', '76109']]],
  ['El Paso', 'TX', '915', [['Downtown', '79901', 31.7619, -106.485], ['East', '79905']], 'America/Denver'],
  ['Arlington', 'TX', '817', [['Downtown', '76011', 32.7357, -97.1081]]],
  ['Corpus Christi', 'TX', '361', [['Downtown', '78401', 27.8006, -97.3964]]],
  ['Plano', 'TX', '972', [['Downtown', '75074', 33.0198, -96.6989]]],
  ['Laredo', 'TX', '956', [['Downtown', '78040', 27.5306, -99.4803]]],
  ['Lubbock', 'TX', '806', [['Downtown', '79401', 33.5779, -101.8552]]],
  ['Amarillo', 'TX', '806', [['Downtown', '79101', 35.222, -101.8313]]],
  ['Brownsville', 'TX', '956', [['Downtown', '78520', 25.9017, -97.4975]]],
  ['Salt Lake City', 'UT', '801', [['Downtown', '84101', 40.7608, -111.891], ['Northwest', '84116']]],
  ['Provo', 'UT', '801', [['Downtown', '84601', 40.2338, -111.6585]]],
  ['Ogden', 'UT', '801', [['Downtown', '84401', 41.223, -111.9738]]],
  ['St. George', 'UT', '435', [['Downtown', '84770', 37.0965, -113.5684]]],
  ['Burlington', 'VT', '802', [['Downtown', '05401', 44.4759, -73.2121]]],
  ['Rutland', 'VT', '802', [['Downtown', '05701', 43.6106, -72.9726]]],
  ['Virginia Beach', 'VA', '757', [['Downtown', '23451', 36.8529, -75.978], ['Southwest', '23454']]],
  ['Richmond', 'VA', '804', [['Downtown', '23219', 37.5407, -77.436], ['Southwest', '23224']]],
  ['Norfolk', 'VA', '757', [['Downtown', '23510', 36.8508, -76.2859]]],
  ['Arlington', 'VA', '703', [['Downtown', '22201', 38.8816, -77.091]]],
  ['Roanoke', 'VA', '540', [['Downtown', '24011', 37.271, -79.9414]]],
  ['Seattle', 'WA', '206', [['Downtown', '98104', 47.6062, -122.3321], ['Ballard', '98107', 47.6687, -122.3847], ['Columbia City', '98118', 47.56, -122.287]]],
  ['Spokane', 'WA', '509', [['Downtown', '99201', 47.6588, -117.426], ['Southeast', '99203']]],
  ['Tacoma', 'WA', '253', [['Downtown', '98402', 47.2529, -122.4443]]],
  ['Vancouver', 'WA', '360', [['Downtown', '98663', 45.6387, -122.6615]]],
  ['Bellevue', 'WA', '425', [['Downtown', '98004', 47.6101, -122.2015]]],
  ['Charleston', 'WV', '304', [['Downtown', '25301', 38.3498, -81.6326]]],
  ['Huntington', 'WV', '304', [['Downtown', '25701', 38.4192, -82.4452]]],
  ['Morgantown', 'WV', '304', [['Downtown', '26505', 39.6295, -79.9559]]],
  ['Milwaukee', 'WI', '414', [['Downtown', '53203', 43.0389, -87.9065], ['South', '53207']]],
  ['Madison', 'WI', '608', [['Downtown', '53703', 43.0731, -89.4012], ['South', '53713']]],
  ['Green Bay', 'WI', '920', [['Downtown', '54304', 44.5133, -88.0133]]],
  ['Cheyenne', 'WY', '307', [['Downtown', '82001', 41.14, -104.8202]]],
  ['Casper', 'WY', '307', [['Downtown', '82601', 42.8666, -106.3131]]],
]

// [city, Land, area code, [centre latitude, longitude] or [[area, latitude, longitude], ...],
//  how many further stores]
const DE = [
  ['Berlin', 'BE', '030', [['Mitte', 52.5219, 13.4132], ['Charlottenburg', 52.5058, 13.304], ['Prenzlauer Berg', 52.539, 13.4246], ['Neukölln', 52.4811, 13.4353], ['Spandau', 52.5351, 13.1991], ['Steglitz', 52.4566, 13.3223]], 0],
  ['Hamburg', 'HH', '040', [['Zentrum', 53.5511, 9.9937], ['Altona', 53.5503, 9.935], ['Wandsbek', 53.572, 10.07], ['Harburg', 53.46, 9.98]], 0],
  ['München', 'BY', '089', [['Zentrum', 48.1374, 11.5755], ['Schwabing', 48.165, 11.586], ['Pasing', 48.149, 11.461], ['Giesing', 48.11, 11.585]], 0],
  ['Köln', 'NW', '0221', [['Zentrum', 50.9375, 6.9603], ['Ehrenfeld', 50.949, 6.917], ['Kalk', 50.938, 7.0]], 0],
  ['Frankfurt am Main', 'HE', '069', [['Zentrum', 50.1109, 8.6821], ['Bockenheim', 50.123, 8.644], ['Sachsenhausen', 50.099, 8.69]], 0],
  ['Stuttgart', 'BW', '0711', [['Mitte', 48.7758, 9.1829], ['Bad Cannstatt', 48.805, 9.215]], 0],
  ['Düsseldorf', 'NW', '0211', [['Zentrum', 51.2277, 6.7735], ['Bilk', 51.208, 6.775]], 0],
  ['Leipzig', 'SN', '0341', [51.3397, 12.3731], 1],
  ['Dortmund', 'NW', '0231', [51.5136, 7.4653], 1],
  ['Essen', 'NW', '0201', [51.4556, 7.0116], 1],
  ['Bremen', 'HB', '0421', [53.0793, 8.8017], 1],
  ['Dresden', 'SN', '0351', [['Altstadt', 51.0504, 13.7373], ['Neustadt', 51.065, 13.753]], 0],
  ['Hannover', 'NI', '0511', [52.3759, 9.732], 1],
  ['Nürnberg', 'BY', '0911', [49.4521, 11.0767], 1],
  ['Duisburg', 'NW', '0203', [51.4344, 6.7623], 0],
  ['Bochum', 'NW', '0234', [51.4818, 7.2162], 0],
  ['Wuppertal', 'NW', '0202', [51.2562, 7.1508], 0],
  ['Bielefeld', 'NW', '0521', [52.0302, 8.5325], 0],
  ['Bonn', 'NW', '0228', [50.7374, 7.0982], 0],
  ['Münster', 'NW', '0251', [51.9607, 7.6261], 0],
  ['Mannheim', 'BW', '0621', [49.4875, 8.466], 0],
  ['Karlsruhe', 'BW', '0721', [49.0069, 8.4037], 0],
  ['Augsburg', 'BY', '0821', [48.3705, 10.8978], 0],
  ['Wiesbaden', 'HE', '0611', [50.0782, 8.2398], 0],
  ['Mönchengladbach', 'NW', '02161', [51.1805, 6.4428], 0],
  ['Gelsenkirchen', 'NW', '0209', [51.5177, 7.0857], 0],
  ['Aachen', 'NW', '0241', [50.7753, 6.0839], 0],
  ['Braunschweig', 'NI', '0531', [52.2689, 10.5268], 0],
  ['Kiel', 'SH', '0431', [54.3233, 10.1228], 0],
  ['Chemnitz', 'SN', '0371', [50.8278, 12.9214], 0],
  ['Halle (Saale)', 'ST', '0345', [51.4969, 11.9688], 0],
  ['Magdeburg', 'ST', '0391', [52.1205, 11.6276], 0],
  ['Freiburg im Breisgau', 'BW', '0761', [47.999, 7.8421], 0],
  ['Krefeld', 'NW', '02151', [51.3388, 6.5853], 0],
  ['Mainz', 'RP', '06131', [49.9929, 8.2473], 0],
  ['Lübeck', 'SH', '0451', [53.8655, 10.6866], 0],
  ['Erfurt', 'TH', '0361', [50.9848, 11.0299], 0],
  ['Rostock', 'MV', '0381', [54.0924, 12.0991], 0],
  ['Kassel', 'HE', '0561', [51.3127, 9.4797], 0],
  ['Potsdam', 'BB', '0331', [['Innenstadt', 52.3985, 13.06]], 0],
  ['Saarbrücken', 'SL', '0681', [49.2402, 6.9969], 0],
  ['Oldenburg', 'NI', '0441', [53.1435, 8.2146], 0],
  ['Osnabrück', 'NI', '0541', [52.2799, 8.0472], 0],
  ['Heidelberg', 'BW', '06221', [49.3988, 8.6724], 0],
  ['Regensburg', 'BY', '0941', [49.0134, 12.1016], 0],
  ['Würzburg', 'BY', '0931', [49.7913, 9.9534], 0],
  ['Ulm', 'BW', '0731', [48.4011, 9.9876], 0],
  ['Göttingen', 'NI', '0551', [51.5413, 9.9158], 0],
  ['Wolfsburg', 'NI', '05361', [52.4227, 10.7865], 0],
  ['Jena', 'TH', '03641', [50.9272, 11.5892], 0],
  ['Trier', 'RP', '0651', [49.7499, 6.6371], 0],
  ['Koblenz', 'RP', '0261', [50.3569, 7.589], 0],
  ['Schwerin', 'MV', '0385', [53.6355, 11.4012], 0],
  ['Cottbus', 'BB', '0355', [51.7563, 14.3329], 0],
  ['Ingolstadt', 'BY', '0841', [48.7665, 11.4258], 0],
  ['Paderborn', 'NW', '05251', [51.7189, 8.7575], 0],
  ['Darmstadt', 'HE', '06151', [49.8728, 8.6512], 0],
  ['Ludwigshafen am Rhein', 'RP', '0621', [49.4774, 8.4452], 0],
  ['Bremerhaven', 'HB', '0471', [53.5396, 8.5809], 0],
  ['Frankfurt (Oder)', 'BB', '0335', [52.3471, 14.5506], 0],
  ['Flensburg', 'SH', '0461', [54.7937, 9.447], 0],
  ['Konstanz', 'BW', '07531', [47.6779, 9.1732], 0],
  ['Passau', 'BY', '0851', [48.5665, 13.4312], 0],
  ['Bamberg', 'BY', '0951', [49.8988, 10.9028], 0],
]

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

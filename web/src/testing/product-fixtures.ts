/**
 * Products as the demo catalog's server answers them (GET .../products/{id}?allImages=true&perPricebook=true),
 * medium images left out, one JSON file each in products/. Test data only: imported by tests, never by the app.
 */
import type { Product } from '@/api/types'
import bedMasterJson from './products/bed-master.json'
import livingRoomSetJson from './products/living-room-set.json'
import sectionalMasterJson from './products/sectional-master.json'
import sofaMasterJson from './products/sofa-master.json'
import sofaNavyJson from './products/sofa-navy.json'
import tabletItemJson from './products/tablet-item.json'
import tireBundleJson from './products/tire-bundle.json'
import tireMasterJson from './products/tire-master.json'
import tireVariantJson from './products/tire-variant.json'

/** The Harbor Reclining Sofa master (sofas-001): three colours, all orderable, on sale (list 730.99, sale 547.99). */
export const sofaMaster = sofaMasterJson as Product
/** Its navy variant (sofas-001-navy): 24 in stock. */
export const sofaNavy = sofaNavyJson as Product
/** A master with colour and size (beds-001), prices 925.99–1,259.99; the gray queen cannot be ordered. */
export const bedMaster = bedMasterJson as Product
/** A tire master (all-season-tires-001): sizes only, minimum 2 in steps of 2, prices 137.99–204.99. */
export const tireMaster = tireMasterJson as Product
/** A tire variant with quantity discounts (4 or more: 124.19 each) and 2 in stock. */
export const tireVariant = tireVariantJson as Product
/** A sectional (sectionals-003) with a promotion; gray and brown cannot be ordered. */
export const sectionalMaster = sectionalMasterJson as Product
/** An item on sale (tablets-002: list 538.99, sale 484.99) with 1 in stock. */
export const tabletItem = tabletItemJson as Product
/** A set of three products, 70 in stock, the sofa the member with the fewest. */
export const livingRoomSet = livingRoomSetJson as Product
/** A bundle of four tires, 11 in stock. */
export const tireBundle = tireBundleJson as Product

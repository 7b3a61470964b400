/**
 * The tag manager's data layer (`window.dataLayer`): events the site's analytics read, such as
 * `mktZipSearch` when the shopper sets a location. Pushed whether or not a tag manager has
 * loaded (it reads what was pushed before it came); never during a render.
 */
type DataLayerEvent = { event: string } & Record<string, unknown>

export function pushDataLayer(event: DataLayerEvent): void {
  const w = window as unknown as { dataLayer?: DataLayerEvent[] }
  w.dataLayer ??= []
  w.dataLayer.push(event)
}

// Scaffolding: replaced by the page of issue 8 in this same change.
export default function Page() {
  return null
}

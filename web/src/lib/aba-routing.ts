/**
 * The ABA routing number checksum, the server's own (server/src/payment_gateway.rs
 * `aba_valid`): 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. A bank account
 * for payments and one on a lease application are checked alike.
 */
export function abaValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const d = [...routing].map(Number) as [number, number, number, number, number, number, number, number, number]
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0
}

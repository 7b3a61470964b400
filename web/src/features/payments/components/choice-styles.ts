/** The look of a radio choice (an amount or a method) on /make-a-payment. */
export const choiceClass = (selected: boolean) =>
  `flex items-start gap-1.5 rounded-card border bg-white p-1.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-primary-700 ${
    selected ? 'border-primary ring-1 ring-primary' : 'border-neutral-500'
  }`

export const radioClass = 'mt-0.5 size-2.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none'

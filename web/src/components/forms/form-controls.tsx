/**
 * Form controls beside the shared TextField (components/forms): a select,
 * a radio group and a checkbox, each labelled, with its error tied to it (aria-invalid,
 * aria-describedby) and forwarding react-hook-form's ref so a field in error takes the focus.
 */
import { useId, type ComponentProps, type ReactNode } from 'react'

const errorClass = 'text-sm text-danger'

export function FieldError({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} className={errorClass}>
      {children}
    </p>
  ) : null
}

type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & { label: string; error?: string; children: ReactNode }

export function SelectField({ label, error, children, ...select }: SelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={
          'block min-h-5 w-full rounded-card border border-neutral-500 bg-white px-1.5 py-1 text-base text-ink ' +
          'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-primary-100 aria-[invalid=true]:border-danger'
        }
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & { label: string; error?: string; describedBy?: string }

export function CheckboxField({ label, error, describedBy, ...input }: CheckboxProps) {
  const id = useId()
  const describedByIds = [error ? `${id}-error` : undefined, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex items-start gap-1">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className="mt-0.5 size-2.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** A radio group: a fieldset whose legend names it, the error under it. */
export function RadioGroup({
  legend,
  error,
  children,
}: {
  legend: string
  error?: string
  children: (describedBy: string | undefined) => ReactNode
}) {
  const id = useId()
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-0.5 flex flex-wrap gap-1">{children(error ? `${id}-error` : undefined)}</div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}

type RadioProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & { label: string; selected: boolean }

/** A radio and its label in a box; the chosen one is marked (`selected`, what the form has). */
export function Radio({ label, selected, ...input }: RadioProps) {
  const id = useId()
  return (
    <div
      className={`flex min-h-6 items-center gap-1 rounded-card border px-1.5 ${selected ? 'border-primary bg-primary-50' : 'border-neutral-500'}`}
    >
      <input
        id={id}
        type="radio"
        className="size-2.5 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        {...input}
      />
      <label htmlFor={id} className="cursor-pointer py-1 font-semibold">
        {label}
      </label>
    </div>
  )
}

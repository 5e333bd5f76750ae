import { tick } from 'svelte'
import type { Result } from '../../shared/bridge'
import { refusalOnForm, type FieldErrors, type FieldPaths } from './form-errors'

/**
 * A form's draft as the supervisor fills it in (Admin's agent and flow forms):
 * each field is checked with the client's schema, and its problem shows once
 * it was typed in and left (an untouched empty field waits for the submit);
 * the service's refusal lands beside its field and goes when that field is
 * edited; what belongs to no field shows under the form (`general`).
 */
export class FormDraft<Values extends object, Checked extends { errors: FieldErrors }> {
  readonly #check: (values: Values) => Checked
  readonly #fields: FieldPaths
  values: Values = $state() as Values
  general = $state<string | null>(null)
  element = $state<HTMLFormElement>()
  readonly checked: Checked = $derived.by(() => this.#check(this.values))
  readonly shown: FieldErrors = $derived.by(() => {
    const errors: FieldErrors = { ...this.#refused }
    for (const [field, message] of Object.entries(this.checked.errors)) {
      if (this.#submitted || this.#touched[field as keyof Values]) errors[field] = message
    }
    return errors
  })
  #touched = $state<Partial<Record<keyof Values, boolean>>>({})
  #typed: Partial<Record<keyof Values, boolean>> = {}
  #submitted = $state(false)
  #refused = $state<FieldErrors>({})

  /** `fields`: the form's fields by the paths the schema and the service use for them. */
  constructor(values: Values, check: (values: Values) => Checked, fields: FieldPaths) {
    this.values = values
    this.#check = check
    this.#fields = fields
  }

  /** Focus the first field, as the form opens. */
  focusFirst(): void {
    this.element?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }

  left(field: keyof Values): void {
    if (this.#typed[field]) this.#touched[field] = true
  }

  edited(field: keyof Values): void {
    this.#typed[field] = true
    delete this.#refused[field as string]
    this.general = null
  }

  /**
   * With problems, shows them all and focuses the first; otherwise `send`s the
   * checked draft (null: nothing to send, `general` says why) and puts a refusal
   * beside its fields. `strip`: the Bridge argument's name (`agent.`, `changes.`).
   */
  async submit(send: (checked: Checked) => Promise<Result<unknown> | null>, strip: string): Promise<void> {
    this.#submitted = true
    if (Object.keys(this.checked.errors).length === 0) {
      const result = await send(this.checked)
      if (!result || result.ok) return
      const onForm = refusalOnForm(result.error, this.#fields, strip)
      this.#refused = onForm.fields
      this.general = onForm.general
    }
    await tick()
    this.element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }
}

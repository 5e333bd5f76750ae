import type { PhoneNumberConfigUpdate } from '../../shared/api'
import type { AdminPhoneNumberRow, AdminPhoneNumbers, PhoneNumberDetail, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { noteText, t } from '../i18n/translation.svelte'
import { Latest } from '../lib/latest.svelte'
import { matching } from './list-order'
import { Writes } from './write.svelte'

/** Admin's phone numbers: listed from the service when shown, each opened with its configuration to edit. */
export class NumbersAdmin {
  readonly list = new Latest<AdminPhoneNumbers>()
  readonly detail = new Latest<PhoneNumberDetail>()
  readonly writes = new Writes()
  query = $state('')
  #openId = $state<string | null>(null)

  readonly rows: AdminPhoneNumberRow[] = $derived(
    matching(this.list.value?.numbers ?? [], this.query, (row) => [row.phoneNumber, row.label, row.agentName, row.flowType, row.status, row.phoneNumberId]),
  )

  get openId(): string | null {
    return this.#openId
  }

  /** The cached list at once, then the service's (the numbers have no periodic sync). */
  async load(): Promise<void> {
    if (!this.list.loaded) await this.list.load(() => bridge.invoke('admin.phoneNumbers', { refresh: false }))
    await this.list.load(() => bridge.invoke('admin.phoneNumbers', { refresh: true }))
  }

  open(phoneNumberId: string): void {
    this.#openId = phoneNumberId
    this.writes.reset()
    if (this.detail.value?.number.phoneNumberId !== phoneNumberId) this.detail.reset()
    void this.detail.load(() => bridge.invoke('admin.phoneNumber', { phoneNumberId }))
  }

  close(): void {
    this.#openId = null
    this.detail.reset()
  }

  async save(phoneNumberId: string, phoneNumber: string, changes: PhoneNumberConfigUpdate): Promise<Result<PhoneNumberDetail>> {
    const result = await this.writes.run(
      t('admin.numbers.saving', { number: phoneNumber }),
      () => bridge.invoke('admin.updatePhoneNumber', { phoneNumberId, changes }),
      (d) => noteText(d) ?? t('admin.write.saved', { name: phoneNumber }),
    )
    if (result.ok) {
      this.detail.set(result.value)
      void this.list.load(() => bridge.invoke('admin.phoneNumbers', { refresh: false }))
    }
    return result
  }

  reset(): void {
    this.list.reset()
    this.close()
    this.writes.reset()
    this.query = ''
  }
}

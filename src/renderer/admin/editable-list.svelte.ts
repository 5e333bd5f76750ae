import type { Result } from '../../shared/bridge'
import { noteText, t } from '../i18n/translation.svelte'
import { Latest } from '../lib/latest.svelte'
import { Writes } from './write.svelte'

/** The form beside an Admin list: a new item, or the open one being edited. */
export type EditForm<Item> = { mode: 'new' } | { mode: 'edit'; item: Item }

/** What an editable Admin list asks of the Bridge, and how its answers name an item. */
export interface EditableListSpec<List, Item, Detail, Create, Update extends object> {
  /** What an edit's write says while it runs: "Saving the agent…". */
  saving(): string
  list(): Promise<Result<List>>
  detail(id: string): Promise<Result<Detail>>
  create(item: Create): Promise<Result<Detail>>
  update(id: string, changes: Update): Promise<Result<Detail>>
  /** What an edit changes of the item, and only that: the service keeps the rest as it is. */
  changesOf(item: Item, next: Create): Update
  remove(id: string): Promise<Result<{ note: string | null }>>
  /** The item a detail (or a write's answer) shows. */
  itemOf(detail: Detail): Item
  idOf(item: Item): string
  nameOf(item: Item): string
}

/**
 * An Admin list whose items open beside it and are created, edited and
 * deleted (agents, flows): the cached list, the one open, the form, and the
 * writes. A write's answer is the item as the service now has it: shown at
 * once, and the list read again.
 */
export class EditableList<List, Item, Detail, Create extends { name: string }, Update extends object> {
  readonly list = new Latest<List>()
  readonly detail = new Latest<Detail>()
  readonly writes = new Writes()
  query = $state('')
  #openId = $state<string | null>(null)
  #form = $state<EditForm<Item> | null>(null)
  /** The item whose deletion waits for the supervisor's confirmation. */
  deleteAsked = $state<string | null>(null)

  constructor(protected readonly spec: EditableListSpec<List, Item, Detail, Create, Update>) {}

  get openId(): string | null {
    return this.#openId
  }
  get form(): EditForm<Item> | null {
    return this.#form
  }

  load(): Promise<boolean> {
    return this.list.load(() => this.spec.list())
  }

  open(id: string): void {
    this.#form = null
    this.#openId = id
    this.writes.reset()
    const shown = this.detail.value
    if (!shown || this.spec.idOf(this.spec.itemOf(shown)) !== id) this.detail.reset()
    void this.detail.load(() => this.spec.detail(id)).then(() => {
      // Opening found it gone: the list drops it too.
      if (this.detail.error) void this.load()
    })
  }

  close(): void {
    this.#openId = null
    this.#form = null
    this.detail.reset()
  }

  startNew(): void {
    this.#openId = null
    this.detail.reset()
    this.writes.reset()
    this.#form = { mode: 'new' }
  }

  startEdit(): void {
    const shown = this.detail.value
    if (shown) this.#form = { mode: 'edit', item: this.spec.itemOf(shown) }
  }

  cancelForm(): void {
    this.#form = null
  }

  async create(item: Create): Promise<Result<Detail>> {
    const { spec } = this
    const result = await this.writes.run(
      t('admin.write.creating', { name: item.name }),
      () => spec.create(item),
      (d) => t('admin.write.created', { name: spec.nameOf(spec.itemOf(d)) }),
    )
    if (result.ok) this.shown(result.value)
    return result
  }

  async update(id: string, changes: Update): Promise<Result<Detail>> {
    const { spec } = this
    const result = await this.writes.run(spec.saving(), () => spec.update(id, changes), (d) => t('admin.write.saved', { name: spec.nameOf(spec.itemOf(d)) }))
    if (result.ok) this.shown(result.value)
    return result
  }

  /** The form's answer: `next` created, or what it changes of the item being edited saved; null when it changes nothing. */
  save(editing: Item | null, next: Create): Promise<Result<Detail>> | null {
    if (!editing) return this.create(next)
    const changes = this.spec.changesOf(editing, next)
    return Object.keys(changes).length > 0 ? this.update(this.spec.idOf(editing), changes) : null
  }

  async remove(id: string, name: string): Promise<void> {
    const result = await this.writes.run(
      t('admin.write.deleting', { name }),
      () => this.spec.remove(id),
      (d) => noteText(d) ?? t('admin.write.deleted', { name }),
    )
    if (!result.ok) return
    if (this.#openId === id) this.close()
    await this.load()
  }

  reset(): void {
    this.list.reset()
    this.close()
    this.writes.reset()
    this.query = ''
  }

  protected shown(detail: Detail): void {
    this.#form = null
    this.#openId = this.spec.idOf(this.spec.itemOf(detail))
    this.detail.set(detail)
    void this.load()
  }
}

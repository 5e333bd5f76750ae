import type { BatchPreview, BatchRowError } from '../../shared/api'
import { MAX_BATCH_ROWS, PHONE_COLUMN, ZONE_COLUMN, type CampaignBatch, type CampaignValidation } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { formatCount } from '../lib/format'
import { guessMapping, mappedHeader, needsMapping, type ColumnMapping } from './column-mapping'
import { CsvWorker } from './csv-reader'
import { ImportedRows } from './imported-rows.svelte'
import { distinctIndexes, errorsByRow, indexOfRow, rowErrorWords } from './import-errors'
import { errorText, t } from '../i18n/i18n.svelte'

/** Where the import stands: nothing yet, reading the file, its columns to map, or rows to check and start. */
export type ImportPhase = 'empty' | 'reading' | 'mapping' | 'rows'

/**
 * The columns a file is mapped to: the service's template, and the console's
 * own optional `timezone` (the customer's zone for the calling hours), which
 * a template does not list.
 */
function mappedColumns(template: readonly string[]): string[] {
  return template.includes(ZONE_COLUMN) ? [...template] : [...template, ZONE_COLUMN]
}

/** The columns when the service's template cannot be asked (offline): the two the reference shows, and the zone. */
const KNOWN_COLUMNS = mappedColumns([PHONE_COLUMN, 'customerName'])

/**
 * One CSV file on its way to a batch: read and kept in a worker (the page
 * holds the count and the rows it shows), its columns mapped to the
 * template's, checked by the service (every bad row listed, fixable in
 * place), the rows the guard holds back left out, previewed, then started.
 */
export class BatchImport {
  #phase = $state<ImportPhase>('empty')
  #fileName = $state('')
  #progress = $state(0)
  #columns = $state.raw<string[]>([])
  /** The worker that reads the files, started before the first is chosen (`prepare`); the file's rows, kept there. */
  #worker: CsvWorker | null = null
  #rows = $state.raw<ImportedRows | null>(null)
  /** Fixes typed so far; the count when the service last checked the rows. */
  #edits = $state(0)
  #checkedEdits = $state(-1)
  #templateColumns = $state.raw<string[]>(KNOWN_COLUMNS)
  #mapping = $state<ColumnMapping>({})
  #checked = $state.raw<CampaignValidation | null>(null)
  #preview = $state.raw<BatchPreview | null>(null)
  #busy = $state<'validating' | 'previewing' | 'starting' | null>(null)
  #error = $state<string | null>(null)
  #reading = 0

  get phase(): ImportPhase {
    return this.#phase
  }
  get fileName(): string {
    return this.#fileName
  }
  /** 0 to 1 while reading. */
  get progress(): number {
    return this.#progress
  }
  get columns(): string[] {
    return this.#columns
  }
  /** The rows read so far. */
  get rowCount(): number {
    return this.#rows?.count ?? 0
  }
  /** The row at `index` as the page has it; undefined until the worker answers (it is asked). */
  readonly row = (index: number): string[] | undefined => this.#rows?.row(index)
  get templateColumns(): string[] {
    return this.#templateColumns
  }
  get mapping(): ColumnMapping {
    return this.#mapping
  }
  get checked(): CampaignValidation | null {
    return this.#checked
  }
  /** The service's errors by row number, for the rows as they were checked. */
  readonly errors = $derived(errorsByRow(this.#checked?.validation.errors ?? []))
  readonly headerErrors = $derived(this.errors.get(1) ?? [])
  /** Every row error, in row order. */
  readonly rowErrors = $derived((this.#checked?.validation.errors ?? []).filter((e) => e.row > 1).sort((a, b) => a.row - b.row))
  /** Rows the guard holds back, as indexes: left out of the preview and the batch. */
  readonly heldBack = $derived((this.#checked?.blocked ?? []).map((b) => indexOfRow(b.row)))
  /** Rows the service found an error in and that were not fixed, as indexes: left out too. */
  readonly withErrors = $derived(distinctIndexes(this.rowErrors.map((e) => indexOfRow(e.row))))
  readonly leftOut = $derived(distinctIndexes([...this.heldBack, ...this.withErrors]))
  /** The rows changed since the service checked them: checking again is needed before the preview. */
  get stale(): boolean {
    return this.#checked !== null && this.#checkedEdits !== this.#edits
  }
  /** Checked, the header right, nothing changed since: the rows with errors are left out. */
  get ready(): boolean {
    return this.#checked !== null && !this.stale && this.headerErrors.length === 0 && this.callCount > 0
  }
  get preview(): BatchPreview | null {
    return this.#preview
  }
  get busy(): 'validating' | 'previewing' | 'starting' | null {
    return this.#busy
  }
  get error(): string | null {
    return this.#error
  }
  /** How many calls a start places: every row but those left out. */
  get callCount(): number {
    return this.rowCount - this.leftOut.length
  }

  /** Starts the worker that reads the files, before the first is chosen (it is kept for the next ones); resolves once it has loaded. */
  prepare(): Promise<void> {
    this.#worker ??= new CsvWorker()
    return this.#worker.loaded
  }

  /** Reads the file in a worker; the rows show as they arrive. */
  async importFile(file: File): Promise<void> {
    this.clear()
    const reading = this.#reading
    this.#phase = 'reading'
    this.#fileName = file.name
    this.#worker ??= new CsvWorker()
    const rows = new ImportedRows(this.#worker, file, {
      header: (columns) => {
        if (reading === this.#reading) this.#columns = columns
      },
      progress: (loaded, total) => {
        if (reading === this.#reading) this.#progress = total > 0 ? loaded / total : 1
      },
    })
    this.#rows = rows
    let count: number
    try {
      count = await rows.done
    } catch (error) {
      if (reading !== this.#reading) return
      this.clear()
      this.#error = error instanceof Error ? error.message : String(error)
      return
    }
    if (reading !== this.#reading) return
    this.#progress = 1
    if (count > MAX_BATCH_ROWS) {
      this.clear()
      this.#error = t('campaigns.import.tooManyRows', { file: file.name, count: formatCount(count), max: formatCount(MAX_BATCH_ROWS) })
      return
    }
    if (needsMapping(this.#columns)) {
      await this.#loadTemplateColumns()
      this.#mapping = guessMapping(this.#columns, this.#templateColumns)
      this.#phase = 'mapping'
    } else {
      this.#phase = 'rows'
    }
  }

  setMapping(templateColumn: string, fileColumn: string | null): void {
    this.#mapping = { ...this.#mapping, [templateColumn]: fileColumn }
  }

  get mappingProblem(): string | null {
    return this.#mapping[PHONE_COLUMN] ? null : t('campaigns.mapping.phoneMissing', { column: PHONE_COLUMN })
  }

  /** Renames the mapped columns and goes on to the rows. */
  applyMapping(): void {
    if (this.mappingProblem) return
    this.#columns = mappedHeader(this.#columns, this.#mapping)
    this.#phase = 'rows'
  }

  /** A fix typed into a cell; the service checks the rows again on request. */
  setCell(index: number, column: string, value: string): void {
    const at = this.#columns.indexOf(column)
    if (at < 0 || !this.#rows || index < 0 || index >= this.#rows.count) return
    this.#rows.set(index, at, value)
    this.#edits++
    this.#preview = null
  }

  /** The cell's value; empty until the worker answers with its row. */
  cell(index: number, column: string): string {
    return this.#rows?.row(index)?.[this.#columns.indexOf(column)] ?? ''
  }

  /** The service's validation of the rows as they are now, and the guard's. */
  async validate(): Promise<void> {
    await this.#run('validating', async () => {
      const edits = this.#edits
      const result = await bridge.invoke('campaigns.validate', { csv: await this.#csv([]) })
      if (!result.ok) return errorText(result.error)
      this.#checked = result.value
      this.#checkedEdits = edits
      this.#preview = null
      return null
    })
  }

  /** The service's preview of the rows that will be called. */
  async loadPreview(): Promise<void> {
    await this.#run('previewing', async () => {
      const result = await bridge.invoke('campaigns.preview', { csv: await this.#csv(this.leftOut) })
      if (!result.ok) return errorText(result.error)
      this.#preview = result.value
      return null
    })
  }

  /** Back from the preview to the rows. */
  closePreview(): void {
    this.#preview = null
  }

  /** Starts the batch (after the view's confirmation); answers it, or null with `error` said. */
  async start(agentId: string): Promise<CampaignBatch | null> {
    let started: CampaignBatch | null = null
    await this.#run('starting', async () => {
      const csv = await this.#csv(this.leftOut)
      const result = await bridge.invoke('campaigns.start', { csv, agentId, ...(this.#fileName ? { fileName: this.#fileName } : {}) })
      if (!result.ok) return errorText(result.error)
      started = result.value
      return null
    })
    return started
  }

  /** Forgets the file. */
  clear(): void {
    this.#reading++
    this.#phase = 'empty'
    this.#fileName = ''
    this.#progress = 0
    this.#columns = []
    this.#rows?.close()
    this.#rows = null
    this.#edits = 0
    this.#mapping = {}
    this.#checked = null
    this.#checkedEdits = -1
    this.#preview = null
    this.#error = null
  }

  /** The error list's entry for a row error. */
  describe(error: BatchRowError): string {
    const words = rowErrorWords(error.message)
    return error.column ? t('campaigns.checks.rowErrorColumn', { row: error.row, column: error.column, error: words }) : t('campaigns.checks.rowError', { row: error.row, error: words })
  }

  /** The rows as CSV text under the mapped header, leaving out the rows at `skip`. */
  #csv(skip: readonly number[]): Promise<string> {
    if (!this.#rows) return Promise.reject(new Error(t('campaigns.import.noFile')))
    return this.#rows.csv(this.#columns, skip)
  }

  async #loadTemplateColumns(): Promise<void> {
    const result = await bridge.invoke('campaigns.template', {})
    const header = result.ok ? result.value.split(/\r?\n/, 1)[0] : undefined
    if (header) this.#templateColumns = mappedColumns(header.split(',').map((column) => column.trim().replace(/^"|"$/g, '')))
  }

  async #run(busy: 'validating' | 'previewing' | 'starting', work: () => Promise<string | null>): Promise<void> {
    if (this.#busy) return
    this.#busy = busy
    this.#error = null
    try {
      this.#error = await work()
    } catch (error) {
      this.#error = error instanceof Error ? error.message : String(error)
    } finally {
      this.#busy = null
    }
  }
}

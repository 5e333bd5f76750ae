import type { Voice } from '../../shared/api'
import { byIdQuery, namedQuery } from './cache'
import type { Cache } from './cache'
import { toIsoOrNull } from './values'

/** The voices created from this console. Their embeddings are not kept: the service holds them. */
interface VoiceRow {
  workspace_id: string
  id: string
  name: string
  description: string
  language: string
  created_at: string | null
}

const COLUMNS = `workspace_id, id, name, description, language, created_at`

export const upsertVoices = namedQuery('upsertVoices', (db: Cache, workspaceId: string, voices: readonly Voice[]) => {
  const upsert = db.statement(`
    INSERT INTO voices (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (workspace_id, id) DO UPDATE SET
      name = excluded.name, description = excluded.description, language = excluded.language,
      created_at = coalesce(excluded.created_at, voices.created_at)`)
  db.transaction(() => {
    for (const v of voices) {
      upsert.run(workspaceId, v._id, v.name, v.description, v.language, toIsoOrNull(v.createdAt))
    }
  })
})

/** Newest first. */
export const listVoices = namedQuery('listVoices', (db: Cache, workspaceId: string): Voice[] => {
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM voices WHERE workspace_id = ? ORDER BY created_at DESC, name`)
    .all(workspaceId) as VoiceRow[]
  return rows.map(toVoice)
})

export const getVoice = byIdQuery('getVoice', 'voices', COLUMNS, toVoice)

function toVoice(row: VoiceRow): Voice {
  const voice: Voice = {
    _id: row.id,
    name: row.name,
    description: row.description,
    language: row.language,
    workspaceId: row.workspace_id,
  }
  if (row.created_at !== null) voice.createdAt = row.created_at
  return voice
}

import { z } from 'zod'
import { IsoTimestamp } from './common'

export const TeamMember = z
  .object({ userId: z.string().optional(), email: z.string().optional(), role: z.string().optional() })
  .loose()

export const Workspace = z.object({
  _id: z.string().min(1),
  name: z.string(),
  initials: z.string(),
  teamMembers: z.array(TeamMember),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Workspace = z.infer<typeof Workspace>

export const WorkspaceUpdate = z.object({ name: z.string().min(1) })

export const Permission = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
})
export type Permission = z.infer<typeof Permission>
export const PermissionList = z.array(Permission)

/**
 * `GET /v1/api/roles-and-permissions/me` (not shown by the reference; chosen in
 * docs/api-choices.md): the calling key's role in the workspace and the
 * permission keys it has. Entries may be keys or permission objects.
 */
export const KeyPermissionsBody = z
  .object({
    role: z.string().optional(),
    permissions: z.array(z.union([z.string(), z.object({ key: z.string() }).loose()])),
  })
  .loose()
  .transform((body) => ({
    role: body.role ?? null,
    permissions: body.permissions.map((entry) => (typeof entry === 'string' ? entry : entry.key)),
  }))
export type KeyPermissionsBody = z.output<typeof KeyPermissionsBody>

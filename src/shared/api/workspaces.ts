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

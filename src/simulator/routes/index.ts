import type { Route } from '../context'
import { activeCallRoutes } from './active-calls'
import { agentRoutes } from './agents'
import { batchCallRoutes } from './batch-calls'
import { callRoutes } from './calls'
import { controlRoutes } from './control'
import { conversationRoutes } from './conversations'
import { dispositionRoutes } from './dispositions'
import { flowFolderRoutes } from './flow-folders'
import { flowRoutes } from './flows'
import { knowledgeBaseRoutes } from './knowledge-bases'
import { permissionRoutes } from './permissions'
import { phoneNumberRoutes } from './phone-numbers'
import { releaseRoutes } from './release'
import { voiceRoutes } from './voices'
import { workspaceRoutes } from './workspaces'

/** Every route of the simulator; fixed paths come before parameterised ones where they overlap. */
export const routes: Route[] = [
  ...agentRoutes,
  ...releaseRoutes,
  ...flowRoutes,
  ...callRoutes,
  ...activeCallRoutes,
  ...phoneNumberRoutes,
  ...batchCallRoutes,
  ...voiceRoutes,
  ...dispositionRoutes,
  ...conversationRoutes,
  ...knowledgeBaseRoutes,
  ...flowFolderRoutes,
  ...workspaceRoutes,
  ...permissionRoutes,
  ...controlRoutes,
]

import { PhoneNumberConfigUpdate } from '../../shared/api/phone-numbers'
import type { Route, RouteRequest } from '../context'
import { assignGiven, readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { pageRequest, paginate } from '../http/query'
import { ok } from '../http/reply'
import { isTimeZoneName } from '../../shared/time/zoned-time'
import type { PhoneNumberRecord } from '../state/store'
import { configOf, phoneNumberOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/v1/api/carrier/phone-numbers'

/** The client's write schema is the contract; only the zone name needs the platform's zone list. */
function checkTimeZone(body: PhoneNumberConfigUpdate): void {
  const zone = body.officeHours?.timezone
  if (zone !== undefined && !isTimeZoneName(zone))
    throw badRequest(`officeHours.timezone: ${JSON.stringify(zone)} is not an IANA time zone such as Europe/Paris`)
}

function numberRecord(request: RouteRequest): PhoneNumberRecord {
  return recordIn(request, request.sim.store.phoneNumbers, 'phoneNumberId', 'Phone number')
}

export const phoneNumberRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const numbers = sim.store.listIn(sim.store.phoneNumbers, caller.workspaceId)
      numbers.sort((a, b) => a.phoneNumberId.localeCompare(b.phoneNumberId))
      return ok(paginate(numbers.map(phoneNumberOf), pageRequest(query)))
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:phoneNumberId/config`,
    scope: 'workspace',
    handle: (request) => ok(configOf(numberRecord(request))),
  },
  {
    method: 'PUT',
    path: `${PATH}/:phoneNumberId/config`,
    scope: 'workspace',
    handle: async (request) => {
      const { store } = request.sim
      const number = numberRecord(request)
      const body = await readBody(request.req, PhoneNumberConfigUpdate)
      checkTimeZone(body)
      if (body.agentId !== undefined && !store.inWorkspace(store.agents, body.agentId, request.caller.workspaceId))
        throw badRequest(`agentId: no agent ${body.agentId} in this workspace`)
      if (body.agentId !== undefined && number.flowType !== 'call')
        throw badRequest(`agentId: ${number.phoneNumber} is a ${number.flowType} number; only call numbers route to a call agent`)
      if (body.agentId !== undefined) store.assignNumber(number, body.agentId)
      assignGiven(number, body, ['direction', 'maxCallDuration', 'transferCallerIdMode', 'metadataTags', 'label'])
      if (body.recordingEnabled !== undefined) number.recording = body.recordingEnabled
      if (body.officeHours !== undefined) {
        const { enabled, timezone, schedule } = body.officeHours
        number.officeHours = { enabled, ...(timezone !== undefined ? { timezone } : {}), ...(schedule !== undefined ? { schedule } : {}) }
      }
      return ok({ success: true })
    },
  },
]

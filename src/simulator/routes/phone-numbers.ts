import type { Route, RouteRequest } from '../context'
import type { OpeningSlot, PhoneNumberConfigWrite } from '../contract/shapes'
import { assignGiven, readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { pageRequest, paginate } from '../http/query'
import { ok } from '../http/reply'
import { isTimeZoneName } from '../../shared/time/zoned-time'
import type { PhoneNumberRecord } from '../state/store'
import { configOf, phoneNumberOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/v1/api/carrier/phone-numbers'

/**
 * What the contract's shapes cannot say of office hours (docs/api-choices.md): a
 * zone the platform knows, required with a schedule; each day's openings with
 * `start` before `end`, in order and not overlapping.
 */
function checkOfficeHours(body: PhoneNumberConfigWrite): void {
  const hours = body.officeHours
  if (hours === undefined) return
  const problems: string[] = []
  if (hours.schedule !== undefined && hours.timezone === undefined) problems.push('officeHours.timezone: required with a schedule')
  if (hours.timezone !== undefined && !isTimeZoneName(hours.timezone))
    problems.push(`officeHours.timezone: ${JSON.stringify(hours.timezone)} is not an IANA time zone such as Europe/Paris`)
  for (const [day, slots] of Object.entries(hours.schedule ?? {})) {
    slots?.forEach((slot: OpeningSlot, index) => {
      const previous = slots[index - 1]
      if (slot.start >= slot.end) problems.push(`officeHours.schedule.${day}.${index}.end: must be after the start`)
      else if (previous !== undefined && slot.start < previous.end)
        problems.push(`officeHours.schedule.${day}.${index}.start: overlaps or comes before the opening above`)
    })
  }
  if (problems.length > 0) throw badRequest(problems.join('; '))
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
      const body = await readBody<PhoneNumberConfigWrite>(request)
      checkOfficeHours(body)
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

import {
  ActiveCall,
  ActiveCallList,
  EndCallResponse,
  OutboundCallResponse,
  PlaceCallResponse,
  type OutboundCallRequest,
  readActiveCall,
  type PlaceCallRequest,
} from '../../../shared/api'
import { z } from 'zod'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface CallsApi {
  /** `POST /v1/api/call`, the detailed form (callback URL, dynamic variables, metadata). */
  outboundCall(call: OutboundCallRequest, options?: RequestOptions): Promise<OutboundCallResponse>
  /** `POST /api/v1/calls/call`, the listed form; answers the room name too. */
  placeCall(call: PlaceCallRequest, options?: RequestOptions): Promise<PlaceCallResponse>
}

/** How the poller reads one poll (`PollComparison`): the body from its text, then each call, against the previous poll. */
export interface PollReader {
  /** The body as JSON.parse answers it. */
  parse(text: string): unknown
  /** The call as the schema parses it, or undefined for the schema to judge it. */
  read(entry: unknown): ActiveCall | undefined
}

export interface ActiveCallsApi {
  /** Polled in the `live` lane unless told otherwise; read by `reader` (the poller's) or as any list is. */
  list(options?: RequestOptions, reader?: PollReader): Promise<ActiveCallList>
  end(roomName: string, options?: RequestOptions): Promise<EndCallResponse>
}

export function callsApi(send: Transport): CallsApi {
  const { write } = requests(send)
  return {
    outboundCall: (call, options) => write('POST', '/v1/api/call', OutboundCallResponse, { json: call }, options),
    placeCall: (call, options) => write('POST', '/api/v1/calls/call', PlaceCallResponse, { json: call }, options),
  }
}

/** The answer around the calls: the tolerant reader has read each call already (`items`), so they are not read twice. */
const ActiveCallAnswer: z.ZodType<ActiveCallList> = ActiveCallList.extend({ data: z.custom<ActiveCall[]>(Array.isArray, 'expected a list of calls') })

export function activeCallsApi(send: Transport): ActiveCallsApi {
  const { read, write } = requests(send)
  return {
    list: (options, reader) => read('/v2/api/active-calls', ActiveCallAnswer, options, {
        lane: 'live',
        items: { resource: 'activeCalls', item: ActiveCall, read: reader?.read ?? readActiveCall },
        parse: reader?.parse,
      }),
    end: (roomName, options) =>
      write('POST', `/v2/api/active-calls/${segment(roomName)}/end-call`, EndCallResponse, {}, options),
  }
}

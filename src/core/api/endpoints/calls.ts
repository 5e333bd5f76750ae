import {
  EndCallResponse,
  OutboundCallResponse,
  PlaceCallResponse,
  type OutboundCallRequest,
  type PlaceCallRequest,
} from '../../../shared/api'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface CallsApi {
  /** `POST /v1/api/call`, the detailed form (callback URL, dynamic variables, metadata). */
  outboundCall(call: OutboundCallRequest, options?: RequestOptions): Promise<OutboundCallResponse>
  /** `POST /api/v1/calls/call`, the listed form; answers the room name too. */
  placeCall(call: PlaceCallRequest, options?: RequestOptions): Promise<PlaceCallResponse>
}

/** Ending an active call. (Their list is read from its text by the calls feed, through `ApiClient.send`.) */
export interface ActiveCallsApi {
  end(roomName: string, options?: RequestOptions): Promise<EndCallResponse>
}

export function callsApi(send: Transport): CallsApi {
  const { write } = requests(send)
  return {
    outboundCall: (call, options) => write('POST', '/v1/api/call', OutboundCallResponse, { json: call }, options),
    placeCall: (call, options) => write('POST', '/api/v1/calls/call', PlaceCallResponse, { json: call }, options),
  }
}

export function activeCallsApi(send: Transport): ActiveCallsApi {
  const { write } = requests(send)
  return {
    end: (roomName, options) =>
      write('POST', `/v2/api/active-calls/${segment(roomName)}/end-call`, EndCallResponse, {}, options),
  }
}

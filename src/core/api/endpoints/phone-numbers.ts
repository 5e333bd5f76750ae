import {
  PhoneNumber,
  PhoneNumberConfig,
  SuccessResponse,
  type ListQuery,
  type Page,
  type PhoneNumberConfigUpdate,
} from '../../../shared/api'
import { pageOrList } from '../list'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface PhoneNumbersApi {
  list(query?: ListQuery, options?: RequestOptions): Promise<Page<PhoneNumber>>
  getConfig(phoneNumberId: string, options?: RequestOptions): Promise<PhoneNumberConfig>
  updateConfig(
    phoneNumberId: string,
    config: PhoneNumberConfigUpdate,
    options?: RequestOptions,
  ): Promise<{ success: boolean }>
}

const BASE = '/v1/api/carrier/phone-numbers'
const PhoneNumberPage = pageOrList(PhoneNumber)

export function phoneNumbersApi(send: Transport): PhoneNumbersApi {
  const { read, write } = requests(send)
  const config = (phoneNumberId: string) => `${BASE}/${segment(phoneNumberId)}/config`
  return {
    list: (query = {}, options) => read(BASE, PhoneNumberPage, options, { query, items: { resource: 'phoneNumbers', item: PhoneNumber } }),
    getConfig: (phoneNumberId, options) => read(config(phoneNumberId), PhoneNumberConfig, options),
    updateConfig: (phoneNumberId, changes, options) =>
      write('PUT', config(phoneNumberId), SuccessResponse, { json: changes }, options),
  }
}

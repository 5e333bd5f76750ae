import { commandNames, type BridgeHandlers } from '../../shared/bridge'
import type { AnyFeatureModule, FeaturePrefix } from './context'

/** Names the prefixes no module answers, so that leaving a feature out of the list is a type error. */
type EveryPrefix<Modules extends readonly AnyFeatureModule[]> =
  Exclude<FeaturePrefix, Modules[number]['prefix']> extends never ? unknown : { missing: Exclude<FeaturePrefix, Modules[number]['prefix']> }

/** The Bridge's handlers, merged from the modules' maps: each prefix from exactly one module, every command answered. */
export function composeHandlers<Modules extends readonly AnyFeatureModule[]>(modules: Modules & EveryPrefix<Modules>): BridgeHandlers {
  const merged: Partial<Record<string, unknown>> = {}
  const prefixes = new Set<string>()
  for (const module of modules) {
    if (prefixes.has(module.prefix)) throw new Error(`Two modules answer ${module.prefix}.*.`)
    prefixes.add(module.prefix)
    Object.assign(merged, module.handlers)
  }
  const missing = commandNames.filter((name) => typeof merged[name] !== 'function')
  if (missing.length > 0) throw new Error(`No module answers ${missing.join(', ')}.`)
  return merged as BridgeHandlers
}

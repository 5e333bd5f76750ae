/**
 * The keys of the built-in demo workspace, the simulator's fixture (docs/simulator.md).
 * They are public fixture data, so they live here, in memory, and never in the
 * keychain: the demo opens on a machine without one.
 */
export const DEMO_API_KEY = 'demo-owner-key'

/** The demo's member key: it may not end calls, create or delete agents, or rename the workspace. */
export const DEMO_MEMBER_API_KEY = 'demo-member-key'

export { ActivityLog, actorOf } from './activity-log'
export type { ActivityActor, ActivityTarget } from './activity-log'

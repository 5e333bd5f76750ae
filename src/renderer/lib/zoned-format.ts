/** The console's one date and time formatter, shared with core (the lines core writes into notes). */
export * from '../../shared/time/zoned-format'

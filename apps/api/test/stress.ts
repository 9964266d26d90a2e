/**
 * How many times the race tests repeat. `npm test` runs each race once; `npm run test:stress`
 * sets RACE_TRIALS=100: a race must hold in 100 repeated trials, not once.
 */
export const RACE_TRIALS = Number(process.env.RACE_TRIALS ?? 1);
export const trials = () => Array.from({ length: RACE_TRIALS }, (_, i) => i + 1);

/**
 * Money is exact: decimal strings with two places on the wire and NUMERIC(14,2) in SQL,
 * arithmetic through decimal.js (money.ts) or in hundredths (hundredths.ts). Never floats.
 */
export type Money = string;

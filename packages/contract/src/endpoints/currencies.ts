import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import {
  currencyListQuery,
  currencyParams,
  currencySchema,
  currencyUpdateBody,
  exchangeRateImportInput,
  exchangeRateImportSchema,
  exchangeRateInput,
  exchangeRateListQuery,
  exchangeRateSchema,
} from '../currencies.ts';
import { z } from 'zod';
import { BASE_CURRENCY } from '../ledger-values.ts';
import { endpoint } from './define.ts';

const base = { base_currency: z.literal(BASE_CURRENCY) };

export const currencyEndpoints = {
  // Every form with an amount picks a currency: anyone signed in reads the list.
  list: endpoint({
    method: 'GET',
    path: '/currencies',
    access: 'signed-in',
    summary: 'List the ISO 4217 currencies, each with whether it is active (active=1: those only)',
    query: currencyListQuery,
    response: { 200: okEnvelope(currencySchema.array()) },
  }),
  // Which currencies the agency deals in is the owner's call.
  update: endpoint({
    method: 'PUT',
    path: '/currencies/:code',
    access: 'admin',
    summary: 'Switch a currency on or off (the base currency stays on)',
    params: currencyParams,
    body: currencyUpdateBody,
    response: { 200: okEnvelope(currencySchema) },
  }),
};

export const exchangeRateEndpoints = {
  // A form shows the rate its document will take: anyone signed in reads the rates.
  list: endpoint({
    method: 'GET',
    path: '/exchange-rates',
    access: 'signed-in',
    summary: 'List exchange rates (INR per unit), newest first, a page at a time',
    query: exchangeRateListQuery,
    response: { 200: pagedEnvelope(exchangeRateSchema, base) },
  }),
  // Rates are part of the books: their keepers enter them (admins, and managers given view_books).
  create: endpoint({
    method: 'POST',
    path: '/exchange-rates',
    access: 'view_books',
    summary: "Enter a currency's rate for a day (not edited: the next day's corrects it)",
    body: exchangeRateInput,
    response: { 201: okEnvelope(exchangeRateSchema) },
  }),
  // A month of rates from the bank's or RBI's download at once, checked as one rate is.
  import: endpoint({
    method: 'POST',
    path: '/exchange-rates/import',
    access: 'view_books',
    summary: 'Import exchange rates from a CSV file (currency, rate_date, rate): all or none',
    body: exchangeRateImportInput,
    response: { 201: okEnvelope(exchangeRateImportSchema) },
  }),
};

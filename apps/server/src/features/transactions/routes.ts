import {
  TransactionExportResponseSchema,
  TransactionFiltersSchema,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
} from '@kairos/core/payments/transactions-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Transactions'];
const visibility =
  'Only payments of meetings the caller may see (their own, or the whole workspace for Owner, Admin or a role ' +
  'with every calendar action).';

/** The host's Transactions screen: every payment, filtered, with totals and a CSV export. */
export function transactionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transactions',
      {
        config: { access: { area: 'transactions', action: 'view' } },
        schema: {
          tags,
          description:
            'A page (50) of payments, those awaiting the host’s check (UPI, bank transfer, cash) first, then the ' +
            'newest; filtered by `method`, `status`, `eventId` and creation time (`from` inclusive, `to` exclusive). ' +
            `\`totals\` sum every match per currency, in minor units. ${visibility}`,
          querystring: TransactionListQuerySchema,
          response: { 200: TransactionListResponseSchema },
        },
      },
      async (request) => service.listTransactions(deps, authOf(request), request.query),
    );

    app.post(
      '/transactions/export',
      {
        config: { access: { area: 'transactions', action: 'view' } },
        schema: {
          tags,
          description: `The filtered payments (up to 10,000) as CSV, base64, times in the caller’s zone. ${visibility}`,
          body: TransactionFiltersSchema.optional(),
          response: { 200: TransactionExportResponseSchema },
        },
      },
      async (request) => service.exportTransactions(deps, authOf(request), request.body ?? {}),
    );
  };
}

import type { TransactionFilters, TransactionListResponse } from '@kairos/core/payments/transactions-schema';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { csvFileFromExport, saveCsvFile } from '../meetings/csv-file';

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters, page: number) =>
    [...transactionKeys.all, 'list', filters, page] as const,
};

/** `GET /transactions`: a page of payments and the totals of every match. */
export function transactionListQuery(filters: TransactionFilters, page: number) {
  return queryOptions({
    queryKey: transactionKeys.list(filters, page),
    queryFn: ({ signal }) =>
      bookingsApi.get<TransactionListResponse>('/transactions', {
        query: { ...filters, pageNo: String(page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /transactions/export`, saved as a file. */
export function useExportTransactions() {
  return useMutation({
    mutationFn: async (filters: TransactionFilters) => {
      const file = csvFileFromExport(await bookingsApi.post<unknown>('/transactions/export', filters));
      saveCsvFile(file);
      return file.fileName;
    },
  });
}

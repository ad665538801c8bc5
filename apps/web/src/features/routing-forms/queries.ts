import type { EventPage } from '@kairos/core/events/event-list-schema';
import type {
  RoutingForm,
  RoutingFormCreateBody,
  RoutingFormEditBody,
  RoutingFormList,
} from '@kairos/core/routing/form-schema';
import type {
  RoutingRule,
  RoutingRuleAddBody,
  RoutingRuleEditBody,
  RoutingRuleList,
} from '@kairos/core/routing/rule-schema';
import type { RoutingResponseList } from '@kairos/core/routing/submission-schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const routingKeys = {
  all: ['routing-forms'] as const,
  lists: () => [...routingKeys.all, 'list'] as const,
  list: (searchText: string, pageNo: number) => [...routingKeys.lists(), searchText, pageNo] as const,
  form: (id: string) => [...routingKeys.all, 'form', id] as const,
  rules: (id: string) => [...routingKeys.all, 'rules', id] as const,
  responses: (id: string, pageNo: number) => [...routingKeys.all, 'responses', id, pageNo] as const,
};

const enc = encodeURIComponent;

export function routingFormListQuery(searchText: string, pageNo = 1) {
  return queryOptions({
    queryKey: routingKeys.list(searchText, pageNo),
    queryFn: ({ signal }) =>
      bookingsApi.get<RoutingFormList>('/routing/form-list', {
        signal,
        query: { pageNo, ...(searchText ? { searchText } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function routingFormQuery(id: string) {
  return queryOptions({
    queryKey: routingKeys.form(id),
    queryFn: ({ signal }) => bookingsApi.get<RoutingForm>(`/routing/form/${enc(id)}`, { signal }),
  });
}

export function routingRulesQuery(id: string) {
  return queryOptions({
    queryKey: routingKeys.rules(id),
    queryFn: ({ signal }) =>
      bookingsApi.get<RoutingRuleList>(`/routing/${enc(id)}/conditions/list`, { signal }),
  });
}

export function routingResponsesQuery(id: string, pageNo: number) {
  return queryOptions({
    queryKey: routingKeys.responses(id, pageNo),
    queryFn: ({ signal }) =>
      bookingsApi.get<RoutingResponseList>(`/routing/${enc(id)}/response`, { signal, query: { pageNo } }),
    placeholderData: keepPreviousData,
  });
}

/** The address of the responses' CSV file (a plain download: the session cookie is enough). */
export function responsesExportUrl(id: string): string {
  return `${bookingsApi.baseUrl}/routing/${enc(id)}/responses/export`;
}

/** The host's events, for the rule's "open a booking page" target. */
export const eventChoicesQuery = queryOptions({
  queryKey: ['routing-forms', 'event-choices'],
  queryFn: ({ signal }) => bookingsApi.post<EventPage>('/event', { page: 1, limit: 100 }, { signal }),
  staleTime: 60_000,
});

export function useCreateRoutingForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutingFormCreateBody) => bookingsApi.post<RoutingForm>('/routing/form/new', body),
    onSuccess: (form) => {
      client.setQueryData(routingKeys.form(form._id), form);
      void client.invalidateQueries({ queryKey: routingKeys.lists() });
    },
  });
}

export function useEditRoutingForm(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutingFormEditBody) =>
      bookingsApi.post<RoutingForm>(`/routing/form/${enc(id)}`, body),
    onSuccess: (form) => {
      client.setQueryData(routingKeys.form(id), form);
      void client.invalidateQueries({ queryKey: routingKeys.lists() });
    },
  });
}

export function useDeleteRoutingForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookingsApi.delete<{ ok: true }>(`/routing/form/${enc(id)}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: routingKeys.lists() }),
  });
}

/** Rule changes: each answers with the rule or the list; the list is read again afterwards. */
export function useRuleMutations(formId: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: routingKeys.rules(formId) });
  const base = `/routing/${enc(formId)}`;
  return {
    add: useMutation({
      mutationFn: (body: RoutingRuleAddBody) => bookingsApi.post<RoutingRule>(`${base}/conditions/add`, body),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: (body: RoutingRuleEditBody) =>
        bookingsApi.post<RoutingRule>(`${base}/conditions/edit`, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (ruleId: string) => bookingsApi.delete<{ ok: true }>(`${base}/conditions/${enc(ruleId)}`),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationKey: ['routing-forms', 'order', formId],
      // One at a time, in the order the host made the moves, so the server ends with the last one.
      scope: { id: `routing-rule-order-${formId}` },
      mutationFn: (conditionsIds: string[]) =>
        bookingsApi.post<RoutingRuleList>(`${base}/order/conditions`, { conditionsIds }),
      onMutate: (conditionsIds) => {
        // Shows the new order at once; the server's list is read once the last move is saved.
        client.setQueryData<RoutingRuleList>(routingKeys.rules(formId), (list) => {
          if (!list) return list;
          const byId = new Map(list.conditions.map((rule) => [rule._id, rule]));
          const moved = conditionsIds.map((id) => byId.get(id)).filter((r): r is RoutingRule => !!r);
          return { conditions: [...moved, ...list.conditions.filter((rule) => rule.isDefault)] };
        });
      },
      onSettled: () => {
        if (client.isMutating({ mutationKey: ['routing-forms', 'order', formId] }) <= 1) refresh();
      },
    }),
  };
}

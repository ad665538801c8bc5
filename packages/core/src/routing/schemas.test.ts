import { describe, expect, it } from 'vitest';
import { RoutingFormCreateBodySchema, RoutingFormEditBodySchema } from './form-schema.ts';
import { ConditionTreeSchema, RedirectSchema, RoutingRuleAddBodySchema } from './rule-schema.ts';
import { RoutingSubmitBodySchema } from './submission-schema.ts';
import { UploadGrantBodySchema } from './upload-schema.ts';

const clause = (operator: string, value?: unknown) => ({ kind: 'clause', questionId: 'q1', operator, value });
const group = (children: unknown[], join = 'ALL') => ({ kind: 'group', join, children });

describe('condition tree schema', () => {
  it.each([
    ['equals', 'Sales'],
    ['is_empty', undefined],
    ['any_of', ['A', 'others']],
    ['between', ['2027-01-01', '2027-12-31']],
    ['greater_than', '10'],
  ])('takes %s with a fitting value', (operator, value) => {
    expect(ConditionTreeSchema.safeParse(group([clause(operator, value)])).success).toBe(true);
  });

  it.each([
    ['equals', undefined],
    ['equals', ''],
    ['is_empty', 'x'],
    ['any_of', []],
    ['any_of', 'A'],
    ['between', ['2027-01-01']],
    ['nope', 'x'],
  ])('refuses %s with %j', (operator, value) => {
    expect(ConditionTreeSchema.safeParse(group([clause(operator, value)])).success).toBe(false);
  });

  it('takes nested groups and refuses nesting beyond five levels', () => {
    const nested = group([group([clause('equals', 'a')], 'ANY'), clause('is_not_empty')]);
    expect(ConditionTreeSchema.safeParse(nested).success).toBe(true);
    let deep: unknown = clause('equals', 'a');
    for (let i = 0; i < 6; i += 1) deep = group([deep]);
    expect(ConditionTreeSchema.safeParse(deep).success).toBe(false);
  });
});

describe('redirect schema', () => {
  it('needs an http(s) address for EXTERNAL_URL and an event for EVENT_TYPE', () => {
    expect(RedirectSchema.safeParse({ type: 'EXTERNAL_URL', externalUrl: 'https://x.test/a' }).success).toBe(
      true,
    );
    expect(
      RedirectSchema.safeParse({ type: 'EXTERNAL_URL', externalUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(RedirectSchema.safeParse({ type: 'EXTERNAL_URL', externalUrl: 'not a url' }).success).toBe(false);
    expect(RedirectSchema.safeParse({ type: 'EVENT_TYPE' }).success).toBe(false);
    expect(RedirectSchema.safeParse({ type: 'CUSTOM_MESSAGE' }).success).toBe(true);
    expect(
      RoutingRuleAddBodySchema.safeParse({ condition: group([]), redirect: { type: 'CUSTOM_MESSAGE' } })
        .success,
    ).toBe(true);
  });
});

describe('form and submission schemas', () => {
  it('creates with a name alone and edits with any subset', () => {
    expect(RoutingFormCreateBodySchema.safeParse({}).success).toBe(false);
    expect(RoutingFormCreateBodySchema.parse({ name: ' Intake ' })).toEqual({ name: 'Intake' });
    expect(RoutingFormEditBodySchema.parse({ status: 'INACTIVE' })).toEqual({ status: 'INACTIVE' });
  });

  it('refuses question types routing forms do not offer and repeated question ids', () => {
    const base = { name: 'F', questions: [{ content: 'Pick', type: 'MULTI_SELECT', listItems: ['a'] }] };
    expect(RoutingFormCreateBodySchema.safeParse(base).success).toBe(false);
    const twice = {
      name: 'F',
      questions: [
        { questionId: 'a', content: 'One', type: 'ONE_LINE' },
        { questionId: 'a', content: 'Two', type: 'ONE_LINE' },
      ],
    };
    expect(RoutingFormCreateBodySchema.safeParse(twice).success).toBe(false);
  });

  it('reads a submission and an upload grant request', () => {
    expect(RoutingSubmitBodySchema.parse({ appId: 'a', slug: 's' }).questionAnswers).toEqual([]);
    expect(
      UploadGrantBodySchema.parse({ mimeType: 'Image/PNG', fileName: 'a.png', module: 'ROUTING_FORM' })
        .mimeType,
    ).toBe('image/png');
  });
});

import { ANSWER_CASES, type AnswerCase } from '@kairos/core/questions/answer-cases';
import { ROUTING_QUESTION_TYPES } from '@kairos/core/routing/form-schema';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

/**
 * The server checks a submission with the same table the page's form tests run: every row of
 * the shared answer table that a public routing form can ask is submitted, and the server must
 * give exactly the row's message for that question (or none). Rows are grouped by their clock
 * and zone, one form per group with every row's question under its own id; each form also has
 * an optional text question, so the attachment-only exception never applies.
 */

const NOW = '2027-03-01T08:00:00Z';

const routingRows = ANSWER_CASES.map((row, index) => ({ row, id: `q${index}` })).filter(
  ({ row }) =>
    (row.mode ?? 'routing-form') === 'routing-form' &&
    (ROUTING_QUESTION_TYPES as readonly string[]).includes(row.question.type),
);

/** Rows by clock and zone, at most 40 to a form (a form holds 50 questions). */
const groups = new Map<string, typeof routingRows>();
for (const entry of routingRows) {
  const base = `${entry.row.now}|${entry.row.timezone}`;
  let part = 0;
  while ((groups.get(`${base}|${part}`)?.length ?? 0) >= 40) part += 1;
  const key = `${base}|${part}`;
  groups.set(key, [...(groups.get(key) ?? []), entry]);
}

function questionOf(row: AnswerCase, id: string) {
  return { ...row.question, questionId: id, content: row.question.content ?? `Question ${id}` };
}

describe.each(testDatabaseKinds())('server validation follows the shared answer table on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers most of the table', () => {
    expect(routingRows.length).toBeGreaterThan(100);
  });

  it.each([...groups.entries()].map(([key, entries], n) => [`group ${n + 1} (${key})`, entries] as const))(
    '%s',
    async (_name, entries) => {
      const first = entries[0];
      if (!first) throw new Error('empty group');
      const form = await host.agent.request('POST', `${API}/routing/form/new`, {
        name: `Table ${first.id}`,
        questions: [
          ...entries.map(({ row, id }) => questionOf(row, id)),
          { questionId: 'filler', content: 'Anything else?', type: 'ONE_LINE' },
        ],
      });
      expect(form.statusCode, form.body).toBe(201);
      const { slug } = form.json();

      // Attachments must name stored files: store each row's files (name and size as the row says).
      const answers = [];
      for (const { row, id } of entries) {
        const attachments = [];
        for (const [i, file] of (row.answer.attachments ?? []).entries()) {
          const key = `${kind}-${id}-${i}-${file.name.replace(/[^A-Za-z0-9.]/g, '_')}`;
          await t.database.execute(
            `insert into uploads (app_id, key, name, size, content_type, module, status, max_bytes, expires_at)
             values ($1, $2, $3, $4, 'application/pdf', 'ROUTING_FORM', 'UPLOADED', $5, now())`,
            [host.session.workspace._id, key, file.name, file.size ?? 0, 5 * 1024 * 1024],
          );
          attachments.push({ name: file.name, key });
        }
        answers.push({
          questionId: id,
          type: row.question.type,
          answer: row.answer.answer,
          ...(row.answer.otherAnswer !== undefined ? { otherAnswer: row.answer.otherAnswer } : {}),
          ...(row.answer.attachments ? { attachments } : {}),
        });
      }

      t.clock.set(new Date(first.row.now));
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/website/routing-form`,
        payload: {
          questionAnswers: answers,
          appId: host.session.workspace._id,
          slug,
          timezone: first.row.timezone,
        },
      });
      t.clock.set(NOW);
      const issues: Array<{ path: string; message: string }> =
        res.statusCode === 400 ? res.json().issues : [];
      if (res.statusCode !== 400) expect(res.statusCode, res.body).toBe(201);
      for (const { row, id } of entries) {
        const suffix = row.field === 'otherAnswer' ? '.otherAnswer' : '';
        const mine = issues.filter(
          (i) => i.path === `answers.${id}` || i.path === `answers.${id}.otherAnswer`,
        );
        const expected =
          row.expected === null ? [] : [{ path: `answers.${id}${suffix}`, message: row.expected }];
        expect(mine, row.name).toEqual(expected);
      }
      expect(issues.filter((i) => !entries.some(({ id }) => i.path.startsWith(`answers.${id}`)))).toEqual([]);
    },
  );

  it('takes a form whose only question is an attachment even when the answer breaks a rule', async () => {
    const form = (
      await host.agent.request('POST', `${API}/routing/form/new`, {
        name: 'Only a file',
        questions: [
          {
            questionId: 'cv',
            content: 'Your CV',
            type: 'ATTACHMENT',
            required: true,
            attachmentType: ['pdf'],
          },
        ],
      })
    ).json();
    const submit = (questionAnswers: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/website/routing-form`,
        payload: { questionAnswers, appId: host.session.workspace._id, slug: form.slug },
      });
    expect(form.slug).toBe('only-a-file');
    const empty = await submit([]);
    expect(empty.statusCode, empty.body).toBe(201);
    const unknown = await submit([
      { questionId: 'cv', answer: '', attachments: [{ name: 'cv.pdf', key: 'not-stored' }] },
    ]);
    expect(unknown.statusCode).toBe(201);
    // A file that was never stored here is not kept with the response.
    expect(unknown.json().questionsAndAnswers).toEqual([
      { questionId: 'cv', question: 'Your CV', type: 'ATTACHMENT', answer: '', attachments: [] },
    ]);
  });
});

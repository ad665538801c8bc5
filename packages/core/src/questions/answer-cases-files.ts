import { type AnswerCase, answerCase } from './answer-case.ts';
import type { AnswerAttachment, AnswerQuestion } from './answer-types.ts';

const MB = 1024 * 1024;
const UNSUPPORTED = 'File type not supported';

function q(extra: Partial<AnswerQuestion> = {}): AnswerQuestion {
  return { questionId: 'files', type: 'ATTACHMENT', required: true, ...extra };
}

function file(name: string, size = 100 * 1024): AnswerAttachment {
  return { name, size, key: `uploads/${name}`, url: `https://files.example.com/uploads/${name}` };
}

function files(...list: AnswerAttachment[]) {
  return { answer: '', attachments: list };
}

export const FILE_ANSWER_CASES: readonly AnswerCase[] = [
  answerCase({
    name: 'required attachment with no list',
    question: q(),
    answer: '',
    expected: "Field can't be empty",
  }),
  answerCase({
    name: 'required attachment with an empty list',
    question: q(),
    answer: files(),
    expected: "Field can't be empty",
  }),
  answerCase({
    name: 'optional attachment with none',
    question: q({ required: false }),
    answer: files(),
    expected: null,
  }),
  answerCase({
    name: 'pdf where pdf is allowed',
    question: q({ attachmentType: ['pdf'] }),
    answer: files(file('cv.pdf')),
    expected: null,
  }),
  answerCase({
    name: '.txt where plain is allowed',
    question: q({ attachmentType: ['plain'] }),
    answer: files(file('notes.txt')),
    expected: null,
  }),
  answerCase({
    name: '.plain is not a text file name',
    question: q({ attachmentType: ['plain'] }),
    answer: files(file('notes.plain')),
    expected: UNSUPPORTED,
  }),
  answerCase({
    name: '.mp3 where mpeg is allowed',
    question: q({ attachmentType: ['mpeg'] }),
    answer: files(file('song.mp3')),
    expected: null,
  }),
  answerCase({
    name: 'extension in capitals',
    question: q({ attachmentType: ['mpeg', 'pdf'] }),
    answer: files(file('Song.MP3')),
    expected: null,
  }),
  answerCase({
    name: '.mp4 where only mpeg is allowed',
    question: q({ attachmentType: ['mpeg'] }),
    answer: files(file('clip.mp4')),
    expected: UNSUPPORTED,
  }),
  answerCase({
    name: '.jpeg where only jpg is allowed',
    question: q({ attachmentType: ['jpg'] }),
    answer: files(file('photo.jpeg')),
    expected: UNSUPPORTED,
  }),
  answerCase({
    name: 'file name without extension',
    question: q({ attachmentType: ['zip'] }),
    answer: files(file('archive')),
    expected: UNSUPPORTED,
  }),
  answerCase({
    name: 'any type when none is set',
    question: q({ attachmentType: [] }),
    answer: files(file('tool.exe')),
    expected: null,
  }),
  answerCase({
    name: 'file over 5 MB on the routing form',
    question: q(),
    answer: files(file('scan.pdf', 5 * MB + 1)),
    expected: 'File size must not exceed 5.00 MB',
  }),
  answerCase({
    name: 'file of exactly 5 MB on the routing form',
    question: q(),
    answer: files(file('scan.pdf', 5 * MB)),
    expected: null,
  }),
  answerCase({
    name: 'file of 6 MB on the booking form',
    question: q(),
    answer: files(file('scan.pdf', 6 * MB)),
    mode: 'booking',
    expected: null,
  }),
  answerCase({
    name: 'file over 25 MB on the booking form',
    question: q(),
    answer: files(file('scan.pdf', 25 * MB + 1)),
    mode: 'booking',
    expected: 'File size must not exceed 25.00 MB',
  }),
  answerCase({
    name: 'size is checked before type',
    question: q({ attachmentType: ['pdf'] }),
    answer: files(file('movie.mov', 50 * MB)),
    expected: 'File size must not exceed 5.00 MB',
  }),
  answerCase({
    name: 'two files where one is allowed',
    question: q(),
    answer: files(file('a.pdf'), file('b.pdf')),
    expected: 'Please upload only one file',
  }),
  answerCase({
    name: 'one file where at least two are asked',
    question: q({ attachmentMeta: { min: 2, max: 3 } }),
    answer: files(file('a.pdf')),
    expected: 'Please upload at least 2 files',
  }),
  answerCase({
    name: 'four files where at most three are allowed',
    question: q({ attachmentMeta: { min: 1, max: 3 } }),
    answer: files(file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')),
    expected: 'Please upload at most 3 files',
  }),
  answerCase({
    name: 'second file of the wrong type',
    question: q({ attachmentType: ['png', 'jpg'], attachmentMeta: { min: 1, max: 2 } }),
    answer: files(file('a.png'), file('b.gif')),
    expected: UNSUPPORTED,
  }),
];

/**
 * The messages a visitor sees next to an answer (spec section 5, "Public routing form").
 * Tests compare against the literal texts, so a change here is a visible change.
 */
export const ANSWER_MESSAGES = {
  empty: "Field can't be empty",
  noOptionChosen: 'Please select at least one option',
  /** An answer that is not one of the question's options (not in the spec: a tampered or stale form). */
  unknownOption: 'Invalid option',
  othersEmpty: 'Required',
  phonePattern: 'Invalid number',
  phoneTooShort: 'Enter a valid number',
  nameEmpty: 'Please enter name',
  email: 'Please provide correct email',
  fileType: 'File type not supported',
  invalidDate: 'Invalid date',
  dobFormat: 'Invalid date format.',
  dobFuture: 'Date of birth cannot be in the future.',
  unknownQuestion: 'Unknown question',
  /** A second answer to the same question (not in the spec). */
  duplicateAnswer: 'Answered more than once',
} as const;

export function customRangeMessage(start: string, end: string): string {
  return `Please choose date ${start} and ${end}`;
}

export function minimumAgeMessage(years: number, days: number): string {
  return `Minimum age required is ${years} years and ${days} days.`;
}

export function maximumAgeMessage(years: number, days: number): string {
  return `Maximum age allowed is ${years} years and ${days} days.`;
}

export function fileSizeMessage(limit: string): string {
  return `File size must not exceed ${limit}`;
}

/** Attachment counts outside `attachmentMeta` (the spec gives no text for these). */
export function tooFewFilesMessage(min: number): string {
  return min === 1 ? 'Please upload a file' : `Please upload at least ${min} files`;
}

export function tooManyFilesMessage(max: number): string {
  return max === 1 ? 'Please upload only one file' : `Please upload at most ${max} files`;
}

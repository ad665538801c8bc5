import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useNoScreenshots } from '../../native/native-shell';
import { Spinner } from '../../ui/components/spinner';
import { INPUT_CLASS } from './form-field';

interface EmailCodePanelProps {
  email: string;
  code: string;
  error: string | undefined;
  resendAt: number;
  isSending: boolean;
  onCodeChange: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The 6-digit code the visitor received by email, asked before the booking is sent. */
const EMAIL_MARK = '\u0000email\u0000';

export function EmailCodePanel(props: EmailCodePanelProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wait = useSecondsUntil(props.resendAt);
  const t = useT();
  // The address is set apart in the sentence, wherever the language puts it.
  const [beforeEmail, afterEmail] = t('booker.codeSent', { email: EMAIL_MARK }).split(EMAIL_MARK);
  // The code books in the visitor's name: the app keeps it out of screenshots.
  useNoScreenshots();
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  return (
    <div className="rounded-xl border border-(--pb-border) bg-(--pb-brand-soft) p-4">
      <label htmlFor={`${id}-code`} className="block font-medium text-sm">
        {t('booker.verifyEmail')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-(--pb-muted) text-sm">
        {beforeEmail}
        <strong className="font-medium text-(--pb-text)">{props.email}</strong>
        {afterEmail}
      </p>
      <input
        ref={inputRef}
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        placeholder="123456"
        value={props.code}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        className={`${INPUT_CLASS} mt-3 max-w-40 text-center font-mono text-lg tracking-[0.4em]`}
      />
      {props.error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {props.error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          onClick={props.onResend}
          disabled={wait > 0 || props.isSending}
          className="font-medium underline underline-offset-2 disabled:no-underline disabled:opacity-60"
        >
          {wait > 0 ? t('booker.resendCodeIn', { seconds: wait }) : t('booker.resendCode')}
        </button>
        <button
          type="button"
          onClick={props.onChangeEmail}
          className="font-medium underline underline-offset-2"
        >
          {t('booker.changeEmail')}
        </button>
      </div>
    </div>
  );
}

const STAGES = [
  'booker.progress.reserving',
  'booker.progress.confirming',
  'booker.progress.sending',
] as const;

/** Shown while the booking is queued and processed. */
export function BookingProgress({ polls }: { polls: number }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const stage = polls <= 2 ? 0 : polls <= 6 ? 1 : 2;
  const percent = Math.min(92, 20 + polls * 9);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      className="rounded-xl border border-(--pb-border) p-4 outline-none"
    >
      <div className="flex items-center gap-3 font-medium text-sm">
        <Spinner className="size-4" />
        {t(STAGES[stage])}
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-(--pb-border)">
        <div
          className="h-full rounded-full bg-(--pb-brand) transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiFailure } from '../api/api';
import { type DecimalRules, MONEY, QUANTITY, readDecimal, writeDecimal } from './decimal';
import { formatCount, formatMoney } from './format';

/** A refused call's Turkish message (and its request id, to quote to support). */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const failure = error instanceof ApiFailure ? error : null;
  return (
    <p role="alert" className="error">
      {failure ? failure.error.message : 'Beklenmeyen bir hata oluştu.'}
      {failure?.error.request_id ? <Details>Destek için istek numarası: {failure.error.request_id}</Details> : null}
    </p>
  );
}

/** What a seller needs only when talking to support (internal ids), behind a toggle. */
export function Details({ children }: { children: ReactNode }) {
  return (
    <details className="details">
      <summary>Ayrıntılar</summary>
      <span className="muted">{children}</span>
    </details>
  );
}

/** The confirmation after a save or another action that succeeded, read out by screen readers. */
export function Done({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? (
    <p role="status" className="done">
      {children}
    </p>
  ) : null;
}

/** Copies a value and says so ("Kopyalandı"), or says it could not (a browser without clipboard access). */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Kopyala
      </button>
      {copied === null ? null : (
        <span role="status" className={copied ? 'done' : 'error'}>
          {copied ? 'Kopyalandı' : 'Kopyalanamadı; seçip elle kopyalayın.'}
        </span>
      )}
    </>
  );
}

export function Loading() {
  return (
    <p role="status" className="muted">
      Yükleniyor…
    </p>
  );
}

/** How a money or a quantity field reads what is typed and shows what will be saved. */
export const MONEY_FIELD = { rules: MONEY, show: (value: number) => formatMoney(value) };
export const QUANTITY_FIELD = { rules: QUANTITY, show: (value: number) => `${formatCount(value)} adet` };

/** A labelled input with its server-side validation message (aria-describedby ties them). */
export function Field(props: {
  label: string;
  name: string;
  error?: string;
  type?: string;
  defaultValue?: string | number;
  required?: boolean;
  min?: number;
  autoComplete?: string;
  /** A number typed the Turkish way: read as typed, shown as it will be saved, refused when unreadable. */
  number?: { rules: DecimalRules; show: (value: number) => string };
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [typed, setTyped] = useState(() => {
    const initial = props.defaultValue;
    if (initial === undefined) return '';
    return props.number && typeof initial === 'number' ? writeDecimal(initial, props.number.rules) : String(initial);
  });
  const reading = props.number && typed.trim() !== '' ? readDecimal(typed, props.number.rules) : null;
  const error = (reading && 'error' in reading ? reading.error : undefined) ?? props.error;
  const described = [props.number ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children ?? (
        <input
          id={id}
          name={props.name}
          type={props.number ? 'text' : (props.type ?? 'text')}
          inputMode={props.number ? (props.number.rules.fractionDigits ? 'decimal' : 'numeric') : undefined}
          defaultValue={props.number ? undefined : props.defaultValue}
          value={props.number ? typed : undefined}
          onChange={props.number ? (event) => setTyped(event.target.value) : undefined}
          required={props.required}
          min={props.min}
          autoComplete={props.autoComplete ?? 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      )}
      {props.number ? (
        <span id={hintId} className="field-hint" aria-live="polite" data-testid={`${props.name}-reading`}>
          {reading && 'value' in reading ? `Kaydedilecek: ${props.number.show(reading.value)}` : ''}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A native modal dialog: the browser traps focus, Escape closes it, the title names it. */
export function Dialog(props: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={props.onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="plain" onClick={props.onClose} aria-label="Kapat">
          ×
        </button>
      </div>
      {props.open ? props.children : null}
    </dialog>
  );
}

/**
 * Nothing destructive happens in one click: the action waits for this dialog's confirmation and,
 * where the record keeps one (an invoice's cancellation), a reason of at least three letters.
 */
export function Confirm(props: {
  title: string;
  /** What is being confirmed, or null while closed. */
  subject: string | null;
  confirmLabel: string;
  busy: boolean;
  error?: unknown;
  reason?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const ready = !props.reason || reason.trim().length >= 3;
  return (
    <Dialog title={props.title} open={props.subject !== null} onClose={() => (setReason(''), props.onClose())}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) props.onConfirm(reason.trim());
        }}
      >
        {props.children}
        {props.reason ? (
          <label className="field">
            {props.reason}
            <textarea
              name="reason"
              required
              minLength={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        ) : null}
        <ErrorMessage error={props.error} />
        <div className="actions">
          <button type="button" onClick={() => (setReason(''), props.onClose())}>
            Vazgeç
          </button>
          <button type="submit" className="danger" disabled={props.busy || !ready}>
            {props.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A `<select>`'s choices from a table of labels: the value each stands for, its Turkish name. */
export function Options({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A list page's pagination block as the API answers it. */
interface Pagination {
  page: number;
  total: number;
  total_pages: number;
}

export function Pager({
  pagination: { page, total, total_pages: totalPages },
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label="Sayfalar">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Önceki
      </button>
      <span>
        Sayfa {page} / {Math.max(1, totalPages)} · {total} kayıt
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Sonraki
      </button>
    </nav>
  );
}

/** Turns the page of a list whose filters and page live in the URL: sets `page`, keeps the rest. */
export function useUrlPage(): (page: number) => void {
  const [params, setParams] = useSearchParams();
  return (page) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
}

/** Sets (or, empty, clears) one filter of a list in the URL, back to its first page. */
export function useUrlFilter(): (key: string, value: string) => void {
  const [params, setParams] = useSearchParams();
  return (key, value) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress">
      <progress max={100} value={value} aria-label={label} />
      <span>%{value}</span>
    </div>
  );
}

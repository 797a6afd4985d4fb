import { DomainError } from './domain-error';
import { type FieldMessageCode, fieldMessage } from '@tezgah/contracts';

/** One problem with one field, as it appears in `error.details[field]`. */
export interface FieldProblem {
  code: string;
  message: string;
}

export type FieldProblems = Record<string, FieldProblem[]>;

/** Collects field problems and turns them into one 400 `validation.failed`. */
export class FieldProblemCollector {
  /** Without a prototype: a field may be named `__proto__` or `constructor` (and is refused by that name). */
  private readonly problems: FieldProblems = Object.create(null) as FieldProblems;

  add(field: string, code: FieldMessageCode, params: { n?: number; values?: readonly string[] } = {}): this {
    (this.problems[field] ??= []).push({ code, message: fieldMessage(code, params) });
    return this;
  }

  /** A problem whose Turkish message was already written (by a DTO's validation decorator). */
  addMessage(field: string, code: string, message: string): this {
    (this.problems[field] ??= []).push({ code, message });
    return this;
  }

  /** The first problem collected (fields in the order they were checked). */
  first(): { field: string; problem: FieldProblem } | undefined {
    const [entry] = Object.entries(this.problems);
    return entry && { field: entry[0], problem: entry[1][0] };
  }

  get empty(): boolean {
    return Object.keys(this.problems).length === 0;
  }

  toError(): DomainError {
    return new DomainError('validation.failed', this.problems);
  }

  throwIfAny(): void {
    if (!this.empty) throw this.toError();
  }
}

/** A single-field `validation.failed`. */
export function fieldError(field: string, code: FieldMessageCode, params: { n?: number; values?: readonly string[] } = {}): DomainError {
  return new FieldProblemCollector().add(field, code, params).toError();
}

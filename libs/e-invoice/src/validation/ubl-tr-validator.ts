import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { istanbulMoment } from '../issue-moment';
import { compiledSchematron } from './compiled-schematron';
import { repositoryRoot, ublTrPackage, type UblTrPackage } from './ubl-tr-package';

export interface UblTrValidation {
  valid: boolean;
  /**
   * What failed, readable: `XSD (line 12): Element '…': This element is not expected…`, or
   * `<GİB rule>.<n>: <GİB's message> (<where>)`, e.g.
   * `InvoiceIDCheck.1: Geçersiz cbc:ID elemanı değeri… (Invoice)`; n counts the rule's asserts from 1.
   */
  errors: string[];
}

export interface UblTrValidationOptions {
  /** GİB's schematron `type` parameter; by default `earchive` for ProfileID EARSIVFATURA, else `efatura`. */
  type?: 'efatura' | 'earchive';
  /**
   * Also our arithmetic checks (assets/tezgah: totals, KDV subtotals and line KDV add up; GİB's
   * schematron checks none of it). On by default; off gives GİB's own verdict.
   */
  checkAmounts?: boolean;
  /**
   * When GİB judges the document: its rule that no IssueDate lies after today takes today in
   * Turkey (Europe/Istanbul), whatever the server's zone. Now by default.
   */
  at?: Date;
  /**
   * The folder of GİB's UBL-TR package (xsd-ubltr-1.2.1/, schematron/); by default
   * $TEZGAH_UBL_TR_PACKAGE, else ../shared/reference/ubl-tr beside the repository.
   */
  ublTrPackage?: string;
}

/** Our own files: the arithmetic checks and the validator's thread (plain JavaScript, which the build does not copy). */
const LIBRARY = path.join(repositoryRoot(), 'libs/e-invoice');
const AMOUNTS_SCHEMATRON = path.join(LIBRARY, 'assets/tezgah/Tezgah_Amounts_Schematron.xml');
const VALIDATION_WORKER = path.join(LIBRARY, 'src/validation/ubl-tr-validation.worker.mjs');

type Reply = { id: number; errors?: string[]; failure?: string };

/**
 * One validator thread per process and package, started on first use (after the schematron is compiled
 * or read from the cache); it does not keep the process alive while idle.
 */
class UblTrValidatorThread {
  private worker: Promise<Worker> | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (errors: string[]) => void; reject: (error: Error) => void }>();

  constructor(private readonly ublTr: UblTrPackage) {}

  async validate(xml: string, { type, checkAmounts = true, at = new Date() }: UblTrValidationOptions): Promise<string[]> {
    const worker = await this.started();
    const id = this.nextId++;
    return new Promise<string[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, xml, type, checkAmounts, today: istanbulMoment(at).date });
    });
  }

  /** A start that failed (the compiler refused) is tried again by the next validation. */
  private started(): Promise<Worker> {
    this.worker ??= this.start().catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  private async start(): Promise<Worker> {
    const schematron = await compiledSchematron(this.ublTr, AMOUNTS_SCHEMATRON);
    const worker = new Worker(VALIDATION_WORKER, { workerData: { invoiceXsd: this.ublTr.invoiceXsd, compiledSchematron: schematron } });
    worker.on('message', (reply: Reply) => this.settle(worker, reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the UBL-TR validator thread stopped (exit code ${code})`)));
    worker.unref();
    return worker;
  }

  private settle(worker: Worker, { id, errors, failure }: Reply): void {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) worker.unref();
    if (failure !== undefined) waiting?.reject(new Error(`UBL-TR validation failed: ${failure}`));
    else waiting?.resolve(errors ?? []);
  }

  /** A thread that died fails what it held; the next validation starts a new one. */
  private fail(error: Error): void {
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

const threads = new Map<string, UblTrValidatorThread>();

function threadFor(ublTr: UblTrPackage): UblTrValidatorThread {
  let thread = threads.get(ublTr.folder);
  if (!thread) threads.set(ublTr.folder, (thread = new UblTrValidatorThread(ublTr)));
  return thread;
}

/**
 * Validates an Invoice against the UBL 2.1 Invoice schema with GİB's UBL-TR 1.2.1 schemas, against
 * GİB's UBL-TR schematron and, unless turned off, against our arithmetic checks, read from GİB's
 * package (options.ublTrPackage). Asynchronous: it runs on a worker thread (the schema loaded once
 * per process, the schematron compiled once per machine; a few tens of ms per document after warm-up).
 * Rejects when the package is missing.
 */
/**
 * Compiles GİB's schematron into the machine's cache now, so that the first validation of a
 * process does not (about 10-25 s on 2 cores); `npm test` calls it before the suites run.
 */
export async function prepareUblTr(options: Pick<UblTrValidationOptions, 'ublTrPackage'> = {}): Promise<void> {
  await compiledSchematron(ublTrPackage(options.ublTrPackage), AMOUNTS_SCHEMATRON);
}

export async function validateUblTr(xml: string, options: UblTrValidationOptions = {}): Promise<UblTrValidation> {
  const errors = await threadFor(ublTrPackage(options.ublTrPackage)).validate(xml, options);
  return { valid: errors.length === 0, errors };
}

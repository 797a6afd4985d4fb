// The child of the numbering spec: one invoice issued on DATABASE_URL, stopped in the middle of
// its transaction (after the number is reserved) until the spec kills the process with SIGKILL.
import { draftFor, NumberedDocuments, startIssuer } from './issuing-slice';

/** Sets the process's clock to `at` (the spec's ISSUED_AT), running on from there: its number is of the spec's year. */
function setClock(at: Date): void {
  const RealDate = Date;
  const offset = at.getTime() - RealDate.now();
  globalThis.Date = class extends RealDate {
    constructor(...args: [] | [number | string | Date] | [number, number, number?, number?, number?, number?, number?]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  } as DateConstructor;
}

async function main(): Promise<void> {
  setClock(new Date(process.env['ISSUED_AT'] as string));
  NumberedDocuments.pause = (document) => {
    process.stdout.write(`MID-ISSUE ${document.number}\n`);
    return new Promise(() => undefined);
  };
  const { issuer } = await startIssuer(process.env['DATABASE_URL'] as string);
  await issuer.issue(draftFor(process.env['TENANT_ID'] as string, process.env['ORDER_ID'] as string, 'TST'), 'automatic');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// The child of the numbering spec: one invoice issued on DATABASE_URL, stopped in the middle of
// its transaction (after the number is reserved) until the spec kills the process with SIGKILL.
import { draftFor, NumberedDocuments, startIssuer } from './issuing-slice';

async function main(): Promise<void> {
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

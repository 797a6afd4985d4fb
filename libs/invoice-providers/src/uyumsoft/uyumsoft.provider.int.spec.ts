import { uyumsoftSimulator } from '@tezgah/simulators';
import { providerAgainstSandbox } from '../../test/provider-sandbox.suite';
import { uyumsoftProvider } from './uyumsoft.provider';

describe('the Uyumsoft adapter against the Uyumsoft simulator', () => {
  providerAgainstSandbox({
    adapter: uyumsoftProvider,
    simulator: uyumsoftSimulator,
    refusedCredentials: { username: 'Uyumsoft', password: 'invalid' },
    // A number that is not GİB's 16 characters fails Uyumsoft's UBL validation.
    brokenSubmission: (submission) => ({ ...submission, xml: submission.xml.replace(submission.number, 'TZG-1') }),
    brokenReason: /UBL doğrulaması başarısız.*cbc:ID/,
  });
});

import { logoSimulator } from '@tezgah/simulators';
import { providerAgainstSandbox } from '../../test/provider-sandbox.suite';
import { logoProvider } from './logo.provider';

describe('the Logo (eLogo) adapter against the Logo simulator', () => {
  providerAgainstSandbox({
    adapter: logoProvider,
    simulator: logoSimulator,
    refusedCredentials: { username: 'invalid', password: 'invalid' },
    // A number that is not GİB's 16 characters fails eLogo's UBL validation.
    brokenSubmission: (submission) => ({ ...submission, xml: submission.xml.replace(submission.number, 'TZG-1') }),
    brokenReason: /UBL doğrulaması başarısız.*cbc:ID/,
  });
});

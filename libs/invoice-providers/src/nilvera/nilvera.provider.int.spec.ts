import { nilveraSimulator } from '@tezgah/simulators';
import { providerAgainstSandbox } from '../../test/provider-sandbox.suite';
import { nilveraProvider } from './nilvera.provider';

describe('the Nilvera adapter against the Nilvera simulator', () => {
  providerAgainstSandbox({
    adapter: nilveraProvider,
    simulator: nilveraSimulator,
    refusedCredentials: { api_key: 'invalid' },
    // A number that is not GİB's 16 characters fails Nilvera's UBL validation.
    brokenSubmission: (submission) => ({ ...submission, xml: submission.xml.replace(submission.number, 'TZG-1') }),
    brokenReason: /UBL doğrulaması başarısız.*cbc:ID/,
  });
});

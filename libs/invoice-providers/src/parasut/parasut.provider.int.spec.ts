import { parasutSimulator } from '@tezgah/simulators';
import { providerAgainstSandbox } from '../../test/provider-sandbox.suite';
import { parasutProvider } from './parasut.provider';

// Paraşüt allows 10 calls in 10 seconds per company, and the adapter keeps to it: these tests wait their turns.
jest.setTimeout(30_000);

describe('the Paraşüt adapter against the Paraşüt simulator', () => {
  providerAgainstSandbox({
    adapter: parasutProvider,
    simulator: parasutSimulator,
    refusedCredentials: { ...parasutProvider.sandboxCredentials, password: 'invalid' },
    // Paraşüt judges its sales invoice, not our XML: a number whose sequence is not a positive integer.
    brokenSubmission: (submission) => ({ ...submission, number: 'TZG-000000000001' }),
    brokenReason: /Fatura numarası geçersiz/,
  });
});

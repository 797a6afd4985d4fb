import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { chooseFormat } from './document-format';

const LABEL = { pdf: 'application/pdf', zpl: 'application/zpl' };
const refusal = (query: unknown, accept?: string) => {
  try {
    return { chosen: chooseFormat(LABEL, query, accept) };
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, details: error.details } : { thrown: String(error) };
  }
};

describe('chooseFormat', () => {
  it('serves the default (PDF) without a preference, and to browsers, printers and clients that take anything', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'application/json, text/plain, */*',
      'application/*',
      'application/pdf',
      'application/pdf, application/zpl',
      'garbage',
    ]) {
      expect({ accept, format: chooseFormat(LABEL, undefined, accept) }).toEqual({ accept, format: 'pdf' });
    }
  });

  it('serves ZPL when Accept names it above PDF, or names it while PDF is only a wildcard', () => {
    for (const accept of [
      'application/zpl',
      'Application/ZPL',
      '*/*, application/zpl',
      'application/pdf;q=0.5, application/zpl',
      'application/zpl;q=0.3, application/*;q=0.3',
    ]) {
      expect({ accept, format: chooseFormat(LABEL, undefined, accept) }).toEqual({ accept, format: 'zpl' });
    }
    expect(chooseFormat(LABEL, undefined, 'application/zpl;q=0.4, application/pdf;q=0.6')).toBe('pdf');
    expect(chooseFormat(LABEL, undefined, 'application/zpl;q=0, */*')).toBe('pdf');
  });

  it('lets ?format= decide over Accept', () => {
    expect(chooseFormat(LABEL, 'zpl', 'application/pdf')).toBe('zpl');
    expect(chooseFormat(LABEL, 'pdf', 'application/zpl')).toBe('pdf');
  });

  it('refuses a format outside the document’s, naming format, and an Accept that takes none of them, naming Accept', () => {
    for (const query of ['png', '', 'PDF', ['pdf', 'zpl'], 'constructor']) {
      expect(refusal(query)).toEqual({
        code: 'validation.failed',
        details: { format: [{ code: 'one_of', message: fieldMessage('one_of', { values: ['pdf', 'zpl'] }) }] },
      });
    }
    for (const accept of ['application/json', 'text/html', 'application/pdf;q=0, application/zpl;q=0']) {
      expect(refusal(undefined, accept)).toEqual({
        code: 'validation.failed',
        details: { Accept: [{ code: 'one_of', message: fieldMessage('one_of', { values: ['application/pdf', 'application/zpl'] }) }] },
      });
    }
  });
});

import { ERROR_MESSAGES_TR } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { rejectionOf } from './batch-rejections';

describe('rejectionOf', () => {
  it('names the field and message of the refusal’s first problem', () => {
    const refusal = new DomainError('business.invalid', { order_id: [{ code: 'order_closed', message: 'kapalı' }] });
    expect(rejectionOf(2, 'ord_A', refusal)).toEqual({
      index: 2,
      order_id: 'ord_A',
      code: 'business.invalid',
      field: 'order_id',
      message: 'kapalı',
    });
  });

  it('answers the code’s Turkish message on order_id when the error has no details', () => {
    expect(rejectionOf(0, 'ord_X', new DomainError('resource.not_found'))).toEqual({
      index: 0,
      order_id: 'ord_X',
      code: 'resource.not_found',
      field: 'order_id',
      message: ERROR_MESSAGES_TR['resource.not_found'],
    });
  });

  it('does not leak an unexpected error’s text', () => {
    expect(rejectionOf(1, 'ord_B', new Error('pg: connection reset'))).toMatchObject({ code: 'server.internal', field: 'order_id' });
    expect(rejectionOf(1, 'ord_B', new Error('pg: connection reset')).message).not.toContain('pg');
  });
});

import { InboxMessage } from '../inbox/inbox-message.entity';
import { OutboxMessage } from '../outbox/outbox-message.entity';
import { CreateMessagingTables1767225600000 } from './1767225600000-CreateMessagingTables';

/** Add to the service DataSource's `entities`. */
export const MESSAGING_ENTITIES = [OutboxMessage, InboxMessage];

/** Add to the service DataSource's `migrations`. */
export const MESSAGING_MIGRATIONS = [CreateMessagingTables1767225600000];

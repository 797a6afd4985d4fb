import { ApiProperty } from '@nestjs/swagger';
import { AMAZON_MESSAGE_TYPES, type AmazonMessageType } from '@tezgah/contracts';
import { OneOf, Text } from '../amazon-fields';

/** `POST /marketplaces/amazon/messaging/{order_id}`: a text message of one of Messaging's text-only types. */
export class AmazonMessageDto {
  @ApiProperty({
    enum: AMAZON_MESSAGE_TYPES,
    description: 'Amazon permits some per order and status (unshipped: confirmOrderDetails, unexpectedProblem)',
  })
  @OneOf(AMAZON_MESSAGE_TYPES)
  message_type: AmazonMessageType;

  @ApiProperty({ maxLength: 2000, description: 'Plain text in the buyer’s language; no HTML, no e-mail addresses' })
  @Text(2000)
  text: string;
}
